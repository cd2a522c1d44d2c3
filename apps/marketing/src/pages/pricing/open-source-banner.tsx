import { HeartOutlined } from '@ant-design/icons';
import { theme, Typography } from '@chronicle/antd-kit';
import styles from './pricing-page.module.css';

export function OpenSourceBanner() {
  const { token } = theme.useToken();
  return (
    <section
      className={styles.ossBanner}
      style={{ background: token.colorPrimaryBg, borderRadius: token.borderRadiusLG }}
    >
      <HeartOutlined aria-hidden className={styles.ossIcon} />
      <div>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading3 }}>
          Open-source projects get all Pro features free
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          Maintaining an open-source project? Every Pro document is included at no cost, and changelogs stay free
          forever for everyone.
        </Typography.Paragraph>
      </div>
    </section>
  );
}
