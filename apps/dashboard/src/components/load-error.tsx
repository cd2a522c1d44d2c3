import { Alert, Button } from '@chronicle/antd-kit';
import { errorDescription } from '@chronicle/ui';
import { LOAD_ERROR_TEXTS } from '../texts';

type LoadErrorProps = {
  /** What could not be loaded, as a sentence. */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed query: what could not be loaded, the server's reason when it gave one, and Retry. */
export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  const reason = errorDescription(error, error instanceof Error ? error.message : '');
  return (
    <Alert
      type="error"
      showIcon
      title={what}
      description={reason || undefined}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          {LOAD_ERROR_TEXTS.retry}
        </Button>
      }
    />
  );
}
