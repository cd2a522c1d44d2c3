import { CodeOutlined, StarOutlined } from '@ant-design/icons';
import { theme } from '@chronicle/antd-kit';
import type { PublicProject } from '@chronicle/contracts';
import type { ReactNode } from 'react';
import { starsText } from '../lib/format';
import styles from './page.module.css';

/** Stars and language (when known), and whatever a page adds after them. */
export function RepositoryFacts({ project, children }: { project: PublicProject; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <ul className={styles.facts} style={{ color: token.colorTextSecondary }}>
      <li className={styles.fact}>
        <StarOutlined aria-hidden />
        {starsText(project.stars)}
      </li>
      {project.language ? (
        <li className={styles.fact}>
          <CodeOutlined aria-hidden />
          {project.language}
        </li>
      ) : null}
      {children}
    </ul>
  );
}
