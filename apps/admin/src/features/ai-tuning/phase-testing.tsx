import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Empty, theme, Typography } from '@chronicle/antd-kit';
import { SAMPLE_TEST_COMMITS, type AiPhaseView } from '@chronicle/contracts';
import { SecondaryParagraph } from '@chronicle/ui';
import { useAiPhases } from '../../api/get-ai-phases';
import { useTestAiPhase } from '../../api/test-ai-phase';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { AI_TUNING_PAGE_TEXTS as TEXTS } from '../../texts';
import styles from './ai-tuning.module.css';
import { PhaseTags } from './phase-tags';

function PhaseTest({ phase }: { phase: AiPhaseView }) {
  const { token } = theme.useToken();
  const test = useTestAiPhase();
  const answerId = `test-answer-${phase.id}`;
  return (
    <li className={styles.testRow}>
      <div className={styles.testHeading}>
        <div className={styles.cardHeading}>
          <Typography.Title level={2} className={styles.cardTitle}>
            {phase.name}
          </Typography.Title>
          <PhaseTags phase={phase} />
        </div>
        <Button icon={<ExperimentOutlined aria-hidden />} loading={test.isPending} onClick={() => test.mutate(phase.id)} aria-label={TEXTS.testLabel(phase.name)}>
          {TEXTS.test}
        </Button>
      </div>
      {test.data && (
        <section aria-labelledby={answerId}>
          <Typography.Title level={3} id={answerId} className={styles.answerTitle}>
            {TEXTS.testResult(phase.name)}
          </Typography.Title>
          {/* Focusable, so a keyboard can scroll a long answer. */}
          <pre tabIndex={0} className={styles.json} style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius, color: token.colorText }}>
            {JSON.stringify(test.data, null, 2)}
          </pre>
        </section>
      )}
    </li>
  );
}

/** The Testing tab: the three sample commits, and a test button per phase whose answer shows as formatted JSON. */
export function PhaseTesting() {
  const phases = useAiPhases({ enabled: true });
  if (phases.isPending) return <Loading />;
  if (phases.isError) {
    return <LoadError what={TEXTS.phasesLoadFailed} error={phases.error} onRetry={() => void phases.refetch()} retrying={phases.isFetching} />;
  }
  const sorted = [...phases.data].sort((a, b) => a.order - b.order);
  return (
    <>
      <SecondaryParagraph className={styles.text}>{TEXTS.testIntro}</SecondaryParagraph>
      <ol className={styles.samples}>
        {SAMPLE_TEST_COMMITS.map((commit) => (
          <li key={commit}>
            <code>{commit}</code>
          </li>
        ))}
      </ol>
      {sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.noPhases} />
      ) : (
        <ul className={styles.list}>
          {sorted.map((phase) => (
            <PhaseTest key={phase.id} phase={phase} />
          ))}
        </ul>
      )}
    </>
  );
}
