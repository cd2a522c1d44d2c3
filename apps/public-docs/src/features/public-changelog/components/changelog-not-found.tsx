import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from '@chronicle/antd-kit';
import { PAGE_TEXTS } from '@chronicle/contracts';
import { useNavigate } from 'react-router-dom';
import { SecondaryText } from '@chronicle/ui';
import { PUBLIC_CHANGELOG_TEXTS } from '../texts';
import styles from './public-changelog.module.css';

/** No repository has this slug — and a one-segment unknown path lands here too, so it reads as the site's 404. */
export function ChangelogNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      className={styles.state}
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{PAGE_TEXTS.notFound}</h1>}
      subTitle={<SecondaryText>{PUBLIC_CHANGELOG_TEXTS.notFoundDescription}</SecondaryText>}
      extra={
        <Button type="primary" icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/')}>
          {PUBLIC_CHANGELOG_TEXTS.backHome}
        </Button>
      }
    />
  );
}
