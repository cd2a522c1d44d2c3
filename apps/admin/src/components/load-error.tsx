import { Alert, Button } from '@chronicle/antd-kit';
import { errorDescription } from '@chronicle/ui';
import { ADMIN_PANEL_TEXTS } from '../texts';

/** A failed query: what could not be loaded, the server's reason when it gave one, and Retry. */
export function LoadError({ what, error, onRetry, retrying }: { what: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const reason = errorDescription(error, error instanceof Error ? error.message : '');
  return (
    <Alert
      type="error"
      showIcon
      title={what}
      description={reason || undefined}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          {ADMIN_PANEL_TEXTS.retry}
        </Button>
      }
    />
  );
}
