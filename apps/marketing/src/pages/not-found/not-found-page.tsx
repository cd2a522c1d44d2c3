import { HomeOutlined } from '@ant-design/icons';
import { Button, Typography } from '@chronicle/antd-kit';
import { useNavigate } from 'react-router-dom';
import { SecondaryParagraph } from '@chronicle/ui';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <span aria-hidden className={styles.code}>
        404
      </span>
      <Typography.Title level={1} className={styles.title}>
        Page Not Found
      </Typography.Title>
      <SecondaryParagraph style={{ margin: 0 }}>
        The page you are looking for does not exist or has moved.
      </SecondaryParagraph>
      <Button type="primary" size="large" icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/')}>
        Back to home
      </Button>
    </div>
  );
}
