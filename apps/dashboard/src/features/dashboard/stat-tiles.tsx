import { Card, Statistic, theme } from '@chronicle/antd-kit';
import type { RepositoryStats } from '@chronicle/contracts';
import { compactCount, durationText } from '../../lib/format';
import { DASHBOARD_TEXTS } from '../../texts';
import styles from './dashboard.module.css';

/** The four tiles (spec §2); Avg Processing and Public Views are measured (DESIGN.md), '—' until they are. */
export function StatTiles({ stats }: { stats: RepositoryStats | null }) {
  const { token } = theme.useToken();
  const tiles = [
    { title: DASHBOARD_TEXTS.statTotalEntries, value: stats ? String(stats.totalEntries) : null },
    { title: DASHBOARD_TEXTS.statThisWeek, value: stats ? String(stats.thisWeek) : null },
    { title: DASHBOARD_TEXTS.statAvgProcessing, value: stats?.avgProcessingMs != null ? durationText(stats.avgProcessingMs) : null },
    { title: DASHBOARD_TEXTS.statPublicViews, value: stats ? compactCount(stats.publicViews) : null },
  ];
  return (
    <ul className={styles.stats} aria-label="Repository statistics">
      {tiles.map((tile) => (
        <li key={tile.title}>
          <Card className={styles.stat}>
            {/* antd's statistic title grey is below WCAG AA on the light theme; the secondary text colour passes. */}
            <Statistic title={<span style={{ color: token.colorTextSecondary }}>{tile.title}</span>} value={tile.value ?? DASHBOARD_TEXTS.notMeasured} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
