import { CopyOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Typography } from '@chronicle/antd-kit';
import { ReadOnlyField } from '../../components/native-field';
import { SuccessTag } from '../../components/success-tag';
import { SUCCESS_TOASTS, publicDocsPath, type ConnectedRepository } from '@chronicle/contracts';
import { SecondaryText, useCopyToClipboard } from '@chronicle/ui';
import { SectionCard } from '../../components/section-card';
import { SETTINGS_TEXTS } from '../../texts';
import styles from './settings.module.css';

/** The public page's address: this site's origin, '/', the publicSlug (spec §2). */
export function publicUrl(publicSlug: string): string {
  return `${window.location.origin}/${publicSlug}`;
}

/** Repository Information (spec §2): name, state, the public URL with a Copy button, and the public documentation. */
export function RepositoryInformationSection({ repository }: { repository: ConnectedRepository }) {
  const copy = useCopyToClipboard();
  const url = publicUrl(repository.publicSlug);
  return (
    <SectionCard title={SETTINGS_TEXTS.informationTitle}>
      <dl className={styles.facts}>
        <div>
          <dt>
            <SecondaryText>{SETTINGS_TEXTS.repositoryLabel}</SecondaryText>
          </dt>
          <dd>
            <Typography.Text strong>{repository.fullName}</Typography.Text>
            <SuccessTag>{SETTINGS_TEXTS.connectedAndActive}</SuccessTag>
          </dd>
        </div>
        <div>
          <dt>
            <SecondaryText>{SETTINGS_TEXTS.publicUrlLabel}</SecondaryText>
          </dt>
          <dd>
            <div className={styles.urlRow}>
              <ReadOnlyField value={url} aria-label={SETTINGS_TEXTS.publicUrlLabel} className={styles.urlField} />
              <Button icon={<CopyOutlined />} onClick={() => void copy(url, SUCCESS_TOASTS.urlCopied)}>
                {SETTINGS_TEXTS.copy}
              </Button>
            </div>
          </dd>
        </div>
        <div>
          <dt>
            <SecondaryText>{SETTINGS_TEXTS.documentationLabel}</SecondaryText>
          </dt>
          <dd>
            {/* A button-styled link: antd's link blue on the dark background is below WCAG AA. */}
            <Button href={publicDocsPath(repository.publicSlug)} target="_blank" rel="noopener noreferrer" icon={<FileTextOutlined aria-hidden />}>
              {SETTINGS_TEXTS.viewDocumentation}
            </Button>
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}
