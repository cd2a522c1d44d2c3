import { useId, useState, type FormEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from '@chronicle/antd-kit';
import { ADMIN_TEXTS, refusedRepositoryInput } from '@chronicle/contracts';
import { ApiRequestError, useSession } from '@chronicle/ui';
import { useAddProject } from '../../api/add-project';
import { FieldNote, NativeInput } from '../../components/native-field';
import { SectionCard } from '../../components/section-card';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';

/**
 * 'Add Repository' (spec §2, §5): one field. The browser refuses what is never accepted (empty,
 * file://, ssh, ext::, credentials); the server, which knows GITHUB_URL's host, local mode and
 * CHRONICLE_ALLOWED_GIT_HOSTS, reads the rest, and its 4xx sentence shows under the field too.
 */
export function AddProjectForm() {
  const fieldId = useId();
  const noteId = `${fieldId}-note`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddProject();
  const localMode = useSession().user?.codeHost.kind === 'local';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const refused = refusedRepositoryInput(value, localMode);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    // The text as typed: the server reads it against its own code host and rules.
    add.mutate(
      { repositoryUrl: value.trim() },
      {
        onSuccess: () => setValue(''),
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.status < 500 && failure.serverMessage) setError(failure.serverMessage);
        },
      },
    );
  };

  return (
    <SectionCard title={ADMIN_TEXTS.addRepository}>
      <form className={styles.addForm} onSubmit={submit} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          {ADMIN_PANEL_TEXTS.urlLabel}
        </label>
        <div className={styles.addRow}>
          <NativeInput
            id={fieldId}
            className={styles.urlField}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={localMode ? ADMIN_PANEL_TEXTS.localPlaceholder : ADMIN_TEXTS.urlPlaceholder}
            value={value}
            invalid={error !== null}
            aria-describedby={error ? noteId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
            disabled={add.isPending}
          />
          <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
            {add.isPending ? ADMIN_PANEL_TEXTS.adding : ADMIN_TEXTS.addRepository}
          </Button>
        </div>
        {error && (
          <FieldNote id={noteId} error>
            {error}
          </FieldNote>
        )}
      </form>
    </SectionCard>
  );
}
