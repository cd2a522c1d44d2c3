import { Alert } from '@chronicle/antd-kit';
import { DASHBOARD_TEXTS } from '../../texts';

/** Pushes whose entry failed for good stay visible here instead of vanishing silently. */
export function FailedPushesAlert({ count }: { count: number }) {
  return <Alert type="warning" showIcon title={DASHBOARD_TEXTS.failedPushes(count)} description={DASHBOARD_TEXTS.failedPushesHint} />;
}
