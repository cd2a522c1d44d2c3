import { Card, Tag, theme, Typography } from '@chronicle/antd-kit';
import { SecondaryParagraph } from '@chronicle/ui';
import page from '../../components/page.module.css';
import { EXAMPLE_ARTEFACTS, type ExampleArtefact } from './example-artefacts';
import styles from './example-template-page.module.css';

export default function ExampleTemplatePage() {
  return (
    <div className={`${page.page} ${styles.bottom}`}>
      <section className={`${page.section} ${styles.hero}`}>
        <Typography.Title level={1} className={styles.title}>
          Example template
        </Typography.Title>
        <SecondaryParagraph className={`${page.noMargin} ${page.sectionIntro}`}>
          A static preview of what Chronicle produces for one repository, here the open-source rate limiter
          tollgate. Nothing on this page is loaded from a server.
        </SecondaryParagraph>
      </section>
      <ul className={page.cardGrid}>
        {EXAMPLE_ARTEFACTS.map((artefact) => (
          <li key={artefact.title}>
            <ArtefactCard artefact={artefact} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ArtefactCard({ artefact }: { artefact: ExampleArtefact }) {
  const { token } = theme.useToken();
  return (
    <Card className={styles.card}>
      <div className={styles.cardBody}>
        <div>
          <Tag>{artefact.kind}</Tag>
        </div>
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          {artefact.title}
        </Typography.Title>
        <SecondaryParagraph style={{ margin: 0 }}>
          {artefact.description}
        </SecondaryParagraph>
        <pre
          className={styles.excerpt}
          style={{
            background: token.colorFillAlter,
            borderColor: token.colorBorderSecondary,
            borderRadius: token.borderRadius,
            color: token.colorText,
            fontFamily: token.fontFamilyCode,
            fontSize: token.fontSizeSM,
          }}
        >
          {artefact.excerpt}
        </pre>
        <ul className={styles.meta} aria-label="Details">
          {artefact.meta.map((item) => (
            <li key={item}>
              <Tag>{item}</Tag>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
