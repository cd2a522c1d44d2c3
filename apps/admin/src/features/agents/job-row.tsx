import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag, theme, Typography } from '@chronicle/antd-kit';
import { AGENTS_TEXTS, type AgentJob, type JobStatus } from '@chronicle/contracts';
import { SecondaryText } from '@chronicle/ui';
import { ProgressBar } from '../../components/progress-bar';
import { absoluteTimeText, durationText, relativeTimeText } from '../../lib/relative-time';
import { AGENTS_PAGE_TEXTS } from '../../texts';
import styles from './agents.module.css';

type Token = ReturnType<typeof theme.useToken>['token'];

const STATUS_ICONS: Record<JobStatus, typeof ClockCircleOutlined> = {
  queued: ClockCircleOutlined,
  running: SyncOutlined,
  success: CheckCircleOutlined,
  error: CloseCircleOutlined,
};

/**
 * Spec §4's colours — queued yellow, running blue, success green, error red — as the tag's
 * background and border; the text keeps the body colour, since antd's coloured tag text is below
 * WCAG AA on one theme or the other.
 */
function statusColours(status: JobStatus, token: Token) {
  switch (status) {
    case 'queued':
      return { background: token.colorWarningBg, borderColor: token.colorWarningBorder };
    case 'running':
      return { background: token.colorInfoBg, borderColor: token.colorInfoBorder };
    case 'success':
      return { background: token.colorSuccessBg, borderColor: token.colorSuccessBorder };
    case 'error':
      return { background: token.colorErrorBg, borderColor: token.colorErrorBorder };
  }
}

function StatusTag({ status }: { status: JobStatus }) {
  const { token } = theme.useToken();
  const Icon = STATUS_ICONS[status];
  return (
    <Tag data-status={status} icon={<Icon aria-hidden spin={status === 'running'} />} style={{ ...statusColours(status, token), color: token.colorText }}>
      {AGENTS_PAGE_TEXTS.jobStatus[status]}
    </Tag>
  );
}

function When({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={absoluteTimeText(iso)}>
      {relativeTimeText(iso, now)}
    </time>
  );
}

/** One job: its status, when it was queued (and finished), what asked for it, its agents, its progress or its error. */
export function JobRow({ job, agentNames, now }: { job: AgentJob; agentNames: string[]; now: number }) {
  const { token } = theme.useToken();
  const running = job.status === 'running';
  return (
    <li className={styles.job}>
      <div className={styles.jobHeading}>
        <StatusTag status={job.status} />
        <SecondaryText>
          {/* A finished job says when it ended and how long it took; only a waiting or running one says when it was queued. */}
          {job.finished_at ? (
            <>
              {AGENTS_PAGE_TEXTS.jobFinished} <When iso={job.finished_at} now={now} />
              {' · '}
              {AGENTS_PAGE_TEXTS.jobTook(durationText(job.created_at, job.finished_at))}
            </>
          ) : (
            <>
              {AGENTS_PAGE_TEXTS.jobStarted} <When iso={job.created_at} now={now} />
            </>
          )}
          {' · '}
          {AGENTS_PAGE_TEXTS.jobTrigger(job.trigger)}
        </SecondaryText>
      </div>
      <Typography.Text className={styles.jobAgents}>
        {AGENTS_PAGE_TEXTS.jobAgents}: {agentNames.join(', ')}
      </Typography.Text>
      {running && job.documents_total > 0 && (
        <>
          <SecondaryText>{AGENTS_PAGE_TEXTS.jobDocuments(job.documents_done, job.documents_total)}</SecondaryText>
          <ProgressBar percent={(job.documents_done / job.documents_total) * 100} label={AGENTS_PAGE_TEXTS.jobDocumentsBar} />
        </>
      )}
      {job.status === 'error' && (
        <Typography.Text strong style={{ color: token.colorText }}>{AGENTS_TEXTS.jobError(job.error_message ?? AGENTS_PAGE_TEXTS.jobStatus.error)}</Typography.Text>
      )}
    </li>
  );
}
