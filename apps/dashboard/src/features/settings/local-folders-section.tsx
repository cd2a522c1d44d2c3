import { useId, useState, type FormEvent } from 'react';
import { App, Button, Tag, theme } from '@chronicle/antd-kit';
import type { LocalFolder } from '@chronicle/contracts';
import { ApiRequestError, SecondaryText } from '@chronicle/ui';
import { useAddLocalFolder } from '../../api/add-local-folder';
import { useLocalFolders } from '../../api/get-local-folders';
import { useRemoveLocalFolder } from '../../api/remove-local-folder';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { FieldError, NativeInput } from '../../components/native-field';
import { SectionCard } from '../../components/section-card';
import { LOCAL_FOLDER_TEXTS } from '../../texts';
import styles from './settings.module.css';

/**
 * Folders (local mode): the folders Chronicle reads repositories from — CHRONICLE_LOCAL_REPOS's,
 * marked as configuration, and those added here, each removable after a confirmation. Adding one
 * takes effect at once (the server checks it is a readable git work tree and says why not).
 */
export function LocalFoldersSection() {
  const folders = useLocalFolders({ enabled: true });
  return (
    <SectionCard title={LOCAL_FOLDER_TEXTS.title}>
      <div className={styles.stack}>
        <SecondaryText>{LOCAL_FOLDER_TEXTS.description}</SecondaryText>
        {folders.isPending ? (
          <Loading />
        ) : folders.isError ? (
          <LoadError what={LOCAL_FOLDER_TEXTS.loadError} error={folders.error} onRetry={() => void folders.refetch()} retrying={folders.isFetching} />
        ) : (
          <FolderList folders={folders.data} />
        )}
        <AddFolderForm />
      </div>
    </SectionCard>
  );
}

function FolderList({ folders }: { folders: LocalFolder[] }) {
  const configured = folders.some((folder) => folder.source === 'configuration');
  return (
    <>
      <ul aria-label={LOCAL_FOLDER_TEXTS.listLabel} className={styles.folderList}>
        {folders.map((folder) => (
          <li key={folder.id ?? `configuration:${folder.path}`} className={styles.folderRow}>
            <code className={styles.folderPath}>{folder.path}</code>
            {folder.id === null ? <Tag>{LOCAL_FOLDER_TEXTS.fromConfiguration}</Tag> : <RemoveFolderButton folder={{ id: folder.id, path: folder.path }} />}
          </li>
        ))}
      </ul>
      {configured && <SecondaryText>{LOCAL_FOLDER_TEXTS.configurationHint}</SecondaryText>}
    </>
  );
}

/** Remove, after a confirmation that says what happens to the repository, its entries and documents. */
function RemoveFolderButton({ folder }: { folder: { id: string; path: string } }) {
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const remove = useRemoveLocalFolder();
  const confirm = () =>
    modal.confirm({
      title: LOCAL_FOLDER_TEXTS.removeConfirmTitle(folder.path),
      content: LOCAL_FOLDER_TEXTS.removeConfirmContent,
      okText: LOCAL_FOLDER_TEXTS.removeOk,
      // antd's danger red under white text is below WCAG AA; its pressed shade passes in both themes.
      okButtonProps: { danger: true, style: { background: token.colorErrorActive, borderColor: token.colorErrorActive, color: '#fff' } },
      cancelText: LOCAL_FOLDER_TEXTS.cancel,
      onOk: () => remove.mutate(folder.id),
    });
  return (
    <Button size="small" onClick={confirm} disabled={remove.isPending} aria-label={LOCAL_FOLDER_TEXTS.removeLabel(folder.path)}>
      {LOCAL_FOLDER_TEXTS.remove}
    </Button>
  );
}

/** One path field; the server's refusal (a 4xx sentence) shows under it. */
function AddFolderForm() {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddLocalFolder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setError(null);
    add.mutate(
      { path: value.trim() },
      {
        onSuccess: () => setValue(''),
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.status < 500 && failure.serverMessage) setError(failure.serverMessage);
        },
      },
    );
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{LOCAL_FOLDER_TEXTS.fieldLabel}</label>
      <div className={styles.connectRow}>
        <NativeInput
          id={fieldId}
          className={styles.select}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={LOCAL_FOLDER_TEXTS.placeholder}
          value={value}
          invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          disabled={add.isPending}
        />
        <Button type="primary" htmlType="submit" loading={add.isPending} disabled={!value.trim()}>
          {add.isPending ? LOCAL_FOLDER_TEXTS.adding : LOCAL_FOLDER_TEXTS.addButton}
        </Button>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </form>
  );
}
