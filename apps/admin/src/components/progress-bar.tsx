import { theme } from '@chronicle/antd-kit';
import styles from './progress-bar.module.css';

/**
 * A thin bar in the theme's colours. antd's Progress would join the shared kit and add about 4 KB
 * to the landing page (`npm run bench:web`); this is all the panel needs of it.
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const { token } = theme.useToken();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={styles.row}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={styles.track}
        style={{ background: token.colorFillSecondary, borderRadius: token.borderRadiusSM }}
      >
        <div className={styles.fill} style={{ width: `${value}%`, background: token.colorPrimary, borderRadius: token.borderRadiusSM }} />
      </div>
      <span aria-hidden className={styles.percent}>
        {value}%
      </span>
    </div>
  );
}
