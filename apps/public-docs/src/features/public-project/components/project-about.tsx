import { Card, Typography } from '@chronicle/antd-kit';
import { DOCS_ROUTES, type PublicProject } from '@chronicle/contracts';
import { SecondaryParagraph } from '@chronicle/ui';
import { Link } from 'react-router-dom';
import { useLinkColor } from '@chronicle/ui';
import { PROJECT_TEXTS } from '../texts';
import styles from './project.module.css';

/** The About card: the repository's description, its public changelog and its llms.txt. */
export function ProjectAbout({ project }: { project: PublicProject }) {
  const linkStyle = { color: useLinkColor(), textDecoration: 'underline' };
  const slug = encodeURIComponent(project.publicSlug);
  return (
    <Card>
      <section aria-labelledby="project-about">
        <Typography.Title level={2} id="project-about" className={styles.sectionTitle}>
          {PROJECT_TEXTS.about}
        </Typography.Title>
        {project.description ? (
          <Typography.Paragraph className={styles.about}>{project.description}</Typography.Paragraph>
        ) : (
          <SecondaryParagraph className={styles.about}>{PROJECT_TEXTS.noDescription}</SecondaryParagraph>
        )}
        <p className={styles.aboutLinks}>
          <Link to={`/${slug}`} style={linkStyle}>
            {PROJECT_TEXTS.changelogPage}
          </Link>
          <span>
            {PROJECT_TEXTS.llmsTxtHint}{' '}
            {/* A file of the server, not a page of the app: a plain link, so the browser loads it. */}
            <a href={DOCS_ROUTES.llmsTxt(slug)} style={linkStyle}>
              {PROJECT_TEXTS.llmsTxt}
            </a>
          </span>
        </p>
      </section>
    </Card>
  );
}
