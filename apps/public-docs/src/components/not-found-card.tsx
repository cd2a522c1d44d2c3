import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from '@chronicle/antd-kit';
import { DOCS_TEXTS } from '@chronicle/contracts';
import { SecondaryParagraph } from '@chronicle/ui';
import { useNavigate } from 'react-router-dom';
import styles from './page.module.css';

type NotFoundCardProps = { title: string; description: string; detail?: string | null };

/** The spec's not-found cards of the public pages, with 'Back to Home'. */
export function NotFoundCard({ title, description, detail }: NotFoundCardProps) {
  const navigate = useNavigate();
  return (
    <Result
      className={styles.state}
      status="404"
      title={<h1 className={styles.stateTitle}>{title}</h1>}
      subTitle={
        <>
          <SecondaryParagraph style={{ margin: 0 }}>{description}</SecondaryParagraph>
          {detail ? <SecondaryParagraph style={{ margin: '8px 0 0' }}>{detail}</SecondaryParagraph> : null}
        </>
      }
      extra={
        <Button type="primary" icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/')}>
          {DOCS_TEXTS.backToHome}
        </Button>
      }
    />
  );
}
