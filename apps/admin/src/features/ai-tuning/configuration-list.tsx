import { Card, Empty, Tag, theme, Typography } from '@chronicle/antd-kit';
import type { AiConfiguration } from '@chronicle/contracts';
import { useAiConfigurations } from '../../api/get-ai-configurations';
import { FactList } from '../../components/fact-list';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { AI_TUNING_PAGE_TEXTS as TEXTS } from '../../texts';
import styles from './ai-tuning.module.css';

function ConfigurationCard({ configuration }: { configuration: AiConfiguration }) {
  const { token } = theme.useToken();
  const headingId = `configuration-${configuration.id}`;
  return (
    <Card size="small" className={styles.card}>
      <article aria-labelledby={headingId}>
        <div className={styles.cardHeading}>
          <Typography.Title level={2} id={headingId} className={styles.cardTitle}>
            {configuration.name}
          </Typography.Title>
          {configuration.isDefault && (
            <Tag style={{ color: token.colorText, background: token.colorInfoBg, borderColor: token.colorInfoBorder }}>{TEXTS.default}</Tag>
          )}
          {configuration.available ? (
            <Tag style={{ color: token.colorText, background: token.colorSuccessBg, borderColor: token.colorSuccessBorder }}>{TEXTS.available}</Tag>
          ) : (
            <Tag>{TEXTS.unavailable}</Tag>
          )}
        </div>
        <Typography.Paragraph className={styles.text}>{configuration.description}</Typography.Paragraph>
        <FactList
          facts={[
            ...(configuration.model ? [{ label: TEXTS.model, value: <code>{configuration.model}</code> }] : []),
            {
              label: TEXTS.runs,
              wide: true,
              value: (
                <ul className={styles.runs}>
                  {configuration.runs.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </article>
    </Card>
  );
}

/** The Configurations tab: the engines (spec §3 "AI configuration"), the default one marked. */
export function ConfigurationList() {
  const configurations = useAiConfigurations({ enabled: true });
  if (configurations.isPending) return <Loading />;
  if (configurations.isError) {
    return (
      <LoadError
        what={TEXTS.configurationsLoadFailed}
        error={configurations.error}
        onRetry={() => void configurations.refetch()}
        retrying={configurations.isFetching}
      />
    );
  }
  if (configurations.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.noConfigurations} />;
  return (
    <ul className={styles.list}>
      {configurations.data.map((configuration) => (
        <li key={configuration.id}>
          <ConfigurationCard configuration={configuration} />
        </li>
      ))}
    </ul>
  );
}
