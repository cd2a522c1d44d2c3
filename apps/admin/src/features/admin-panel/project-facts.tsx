import { theme } from '@chronicle/antd-kit';
import type { Project } from '@chronicle/contracts';
import { FactList } from '../../components/fact-list';
import { dateText, publicUrl } from '../../lib/format';
import { ADMIN_PANEL_TEXTS } from '../../texts';

/** Added, last analyzed, 'History to' (the oldest commit analyzed) and the public URL (spec §2). */
export function ProjectFacts({ project }: { project: Project }) {
  const { token } = theme.useToken();
  const url = publicUrl(window.location.origin, project.publicSlug);
  return (
    <FactList
      facts={[
        { label: ADMIN_PANEL_TEXTS.added, value: dateText(project.createdAt) },
        { label: ADMIN_PANEL_TEXTS.lastAnalyzed, value: project.lastAnalyzedAt ? dateText(project.lastAnalyzedAt) : ADMIN_PANEL_TEXTS.never },
        { label: ADMIN_PANEL_TEXTS.historyTo, value: project.oldestAnalyzedAt ? dateText(project.oldestAnalyzedAt) : ADMIN_PANEL_TEXTS.notYet },
        {
          label: ADMIN_PANEL_TEXTS.publicUrl,
          wide: true,
          // The body colour, underlined: antd's link blue on the dark background is below WCAG AA.
          value: (
            <a href={`/${project.publicSlug}`} target="_blank" rel="noopener noreferrer" style={{ color: token.colorText, textDecoration: 'underline' }}>
              {url}
            </a>
          ),
        },
      ]}
    />
  );
}
