import { Spin } from '@chronicle/antd-kit';
import { PAGE_TEXTS } from '@chronicle/contracts';
import styles from './page.module.css';

export function LoadingState() {
  return (
    <div className={styles.state} style={{ display: 'flex', justifyContent: 'center' }}>
      <Spin description={PAGE_TEXTS.loading} />
    </div>
  );
}
