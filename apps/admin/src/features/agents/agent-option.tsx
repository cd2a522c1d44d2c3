import { useId } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Tag, theme } from '@chronicle/antd-kit';
import { AGENTS_TEXTS, DOC_FILE_NAMES, type AgentView } from '@chronicle/contracts';
import { absoluteTimeText } from '../../lib/relative-time';
import { AGENTS_PAGE_TEXTS } from '../../texts';
import styles from './agents.module.css';

type AgentOptionProps = { agent: AgentView; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };

/**
 * One agent: a native checkbox labelled with its name, what it writes and does, its last run on the
 * repository, and — outside the tier — greyed out with 'Requires {tiers} tier' and not selectable.
 */
export function AgentOption({ agent, checked, disabled, onChange }: AgentOptionProps) {
  const id = useId();
  const { token } = theme.useToken();
  const locked = !agent.available;
  // Greyed with the secondary text colour, not opacity: the text keeps a WCAG AA contrast.
  const textColor = locked ? token.colorTextSecondary : token.colorText;
  const lastRun = agent.last_run
    ? `${AGENTS_PAGE_TEXTS.lastRun}: ${absoluteTimeText(agent.last_run)}${agent.last_status ? ` (${AGENTS_PAGE_TEXTS.lastStatus[agent.last_status]})` : ''}`
    : AGENTS_PAGE_TEXTS.neverRun;
  return (
    <li>
      <div
        className={styles.agent}
        data-locked={locked || undefined}
        style={{
          // Dashed when locked: a cue that does not rest on colour alone.
          border: `${token.lineWidth}px ${locked ? 'dashed' : 'solid'} ${checked ? token.colorPrimary : locked ? token.colorBorder : token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: locked ? token.colorFillQuaternary : token.colorBgContainer,
          color: textColor,
        }}
      >
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked && !locked}
          disabled={locked || disabled}
          aria-describedby={`${id}-about`}
          onChange={(event) => onChange(event.target.checked)}
          style={{ accentColor: token.colorPrimary }}
        />
        <div className={styles.agentBody}>
          <div className={styles.agentName}>
            <label htmlFor={id} style={{ cursor: locked ? 'not-allowed' : 'pointer' }}>
              {agent.name}
            </label>
            <Tag style={{ color: textColor }}>{DOC_FILE_NAMES[agent.doc_type]}</Tag>
          </div>
          <div id={`${id}-about`}>
            {locked && (
              <p className={styles.agentText} style={{ color: token.colorText }}>
                <LockOutlined aria-hidden /> {AGENTS_TEXTS.requiresTier(agent.available_tiers)}
              </p>
            )}
            <p className={styles.agentText}>{agent.description}</p>
            <p className={styles.agentText} style={{ color: token.colorTextSecondary }}>
              {agent.category} · {lastRun}
            </p>
          </div>
        </div>
      </div>
    </li>
  );
}
