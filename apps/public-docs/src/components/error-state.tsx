import { Button, Result } from '@chronicle/antd-kit';
import { errorDescription, SecondaryText } from '@chronicle/ui';
import { SHARED_TEXTS } from '../texts';
import styles from './page.module.css';

type ErrorStateProps = { title: string; fallback: string; error: unknown; retrying: boolean; onRetry: () => void };

/** A failure the server may get over (5xx, the network): its sentence when it gave one, and a way to ask again. */
export function ErrorState({ title, fallback, error, retrying, onRetry }: ErrorStateProps) {
  return (
    <Result
      className={styles.state}
      status="error"
      title={<h1 className={styles.stateTitle}>{title}</h1>}
      subTitle={<SecondaryText>{errorDescription(error, fallback)}</SecondaryText>}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          {SHARED_TEXTS.retry}
        </Button>
      }
    />
  );
}
