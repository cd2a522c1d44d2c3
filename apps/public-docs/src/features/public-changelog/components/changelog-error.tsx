import { Button, Result } from '@chronicle/antd-kit';
import { errorDescription, SecondaryText } from '@chronicle/ui';
import { PUBLIC_CHANGELOG_TEXTS } from '../texts';
import styles from './public-changelog.module.css';

type ChangelogErrorProps = { error: unknown; retrying: boolean; onRetry: () => void };

/** Any failure but an unknown slug: the server's sentence when it gave one, and a way to ask again. */
export function ChangelogError({ error, retrying, onRetry }: ChangelogErrorProps) {
  return (
    <Result
      className={styles.state}
      status="error"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{PUBLIC_CHANGELOG_TEXTS.errorTitle}</h1>}
      subTitle={<SecondaryText>{errorDescription(error, PUBLIC_CHANGELOG_TEXTS.errorFallback)}</SecondaryText>}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          {PUBLIC_CHANGELOG_TEXTS.retry}
        </Button>
      }
    />
  );
}
