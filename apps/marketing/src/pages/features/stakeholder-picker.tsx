import { CodeOutlined, FundOutlined, RobotOutlined } from '@ant-design/icons';
import { theme, Typography } from '@chronicle/antd-kit';
import { useId, useState, type ReactNode } from 'react';
import { SecondaryParagraph } from '@chronicle/ui';
import page from '../../components/page.module.css';
import styles from './features-page.module.css';

type StakeholderId = 'developers' | 'agents' | 'executives';

type Stakeholder = {
  id: StakeholderId;
  name: string;
  icon: ReactNode;
  summary: string;
  detail: string;
  documents: readonly string[];
};

const STAKEHOLDERS: readonly Stakeholder[] = [
  {
    id: 'developers',
    name: 'Developers',
    icon: <CodeOutlined aria-hidden />,
    summary: 'Understand unfamiliar code without reading every commit.',
    detail:
      'Developers get an architecture map, an API reference and a code index that match the code on main, plus a changelog that explains each push in plain language.',
    documents: ['ARCHITECTURE.md for the big picture', 'API_REFERENCE.md and INTERFACES.md while coding', 'ONBOARDING.md on day one'],
  },
  {
    id: 'agents',
    name: 'AI agents',
    icon: <RobotOutlined aria-hidden />,
    summary: 'Give coding assistants the context they cannot infer.',
    detail:
      'AI agents read structured, current documents instead of guessing from a handful of files, so their suggestions follow your architecture, types and conventions.',
    documents: ['CODE_INDEX.md to find the right file', 'INTERFACES.md for exact types', 'LOGGING.md and SECURITY.md for the rules to respect'],
  },
  {
    id: 'executives',
    name: 'Executives',
    icon: <FundOutlined aria-hidden />,
    summary: 'See what shipped and what is at risk, without a status meeting.',
    detail:
      'Executives follow progress through AI-written changelog headlines and summaries, and see risk in the security, dependency and to-do reports.',
    documents: ['CHANGELOG.md for what shipped this week', 'TODO.md for what is next', 'DEPENDENCY_REPORT.md for licence and upgrade risk'],
  },
];

export function StakeholderPicker() {
  const { token } = theme.useToken();
  const [selectedId, setSelectedId] = useState<StakeholderId>('developers');
  const detailId = useId();
  const selected = STAKEHOLDERS.find((stakeholder) => stakeholder.id === selectedId) ?? STAKEHOLDERS[0]!;

  return (
    <section className={page.section}>
      <div className={page.sectionIntro}>
        <Typography.Title level={2}>Built for everyone who reads your code</Typography.Title>
        <SecondaryParagraph className={page.noMargin}>
          Choose who you are to see what Chronicle gives you.
        </SecondaryParagraph>
      </div>
      <ul className={styles.stakeholders}>
        {STAKEHOLDERS.map((stakeholder) => {
          const isSelected = stakeholder.id === selectedId;
          return (
            <li key={stakeholder.id}>
              <button
                type="button"
                aria-pressed={isSelected}
                aria-controls={detailId}
                className={styles.stakeholder}
                onClick={() => setSelectedId(stakeholder.id)}
                style={{
                  color: token.colorText,
                  background: isSelected ? token.colorPrimaryBg : token.colorBgContainer,
                  borderColor: isSelected ? token.colorPrimary : token.colorBorderSecondary,
                  borderRadius: token.borderRadiusLG,
                }}
              >
                <span className={styles.stakeholderIcon}>{stakeholder.icon}</span>
                <span className={styles.stakeholderName}>{stakeholder.name}</span>
                <span style={{ color: token.colorTextSecondary }}>{stakeholder.summary}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div
        id={detailId}
        aria-live="polite"
        className={styles.detail}
        style={{ borderColor: token.colorBorderSecondary, borderRadius: token.borderRadiusLG }}
      >
        <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>
          {`For ${selected.name.toLowerCase()}`}
        </Typography.Title>
        <Typography.Paragraph>{selected.detail}</Typography.Paragraph>
        <ul className={styles.detailList}>
          {selected.documents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
