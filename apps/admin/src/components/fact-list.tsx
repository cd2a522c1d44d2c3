import type { ReactNode } from 'react';
import { theme } from '@chronicle/antd-kit';
import styles from './fact-list.module.css';

export type Fact = { label: string; value: ReactNode; wide?: boolean; /** A headline figure, in large type. */ large?: boolean };

/** Labelled facts as a description list, in a grid that wraps on narrow screens. */
export function FactList({ facts }: { facts: Fact[] }) {
  const { token } = theme.useToken();
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? styles.wide : undefined}>
          {/* The secondary text colour: antd's description grey is below WCAG AA. */}
          <dt style={{ color: token.colorTextSecondary }}>{fact.label}</dt>
          <dd style={fact.large ? { fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 } : undefined}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
