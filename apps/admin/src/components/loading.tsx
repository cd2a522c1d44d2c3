import { Spin } from '@chronicle/antd-kit';
import { PAGE_TEXTS } from '@chronicle/contracts';
import styles from './loading.module.css';

/** A spinner with a text saying what is loading ('Loading...' unless told). */
export function Loading({ text = PAGE_TEXTS.loading }: { text?: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spin description={text} />
    </div>
  );
}
