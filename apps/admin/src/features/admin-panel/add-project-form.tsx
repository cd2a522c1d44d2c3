import { useId, useState, type FormEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from '@chronicle/antd-kit';
import { ADMIN_TEXTS, parseProjectUrl } from '@chronicle/contracts';
import { ApiRequestError } from '@chronicle/ui';
import { useAddProject } from '../../api/add-project';
import { FieldNote, NativeInput } from '../../components/native-field';
import { SectionCard } from '../../components/section-card';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';

/** The code host the browser checks URLs against; the server checks against GITHUB_URL's host. */
const BROWSER_CHECK_HOST = 'github.com';

/**
 * 'Add Repository' (spec §2, §5): one URL field checked in the browser with the spec's rules. The
 * server checks again against its own code host; its 400 sentence shows under the field too.
 */
export function AddProjectForm() {
  const fieldId = useId();
  const noteId = `${fieldId}-note`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddProject();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = parseProjectUrl(value, BROWSER_CHECK_HOST);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    // The text as typed: the server normalises it against its own code host.
    add.mutate(
      { repositoryUrl: value.trim() },
      {
        onSuccess: () => setValue(''),
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.status === 400 && failure.serverMessage) setError(failure.serverMessage);
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
            placeholder={ADMIN_TEXTS.urlPlaceholder}
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
