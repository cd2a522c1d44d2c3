import { DeleteOutlined, EyeOutlined, FileTextOutlined, InfoCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { App, Button, theme } from '@chronicle/antd-kit';
import { useNavigate } from 'react-router-dom';
import { ADMIN_TEXTS, type PreviewResult, type Project } from '@chronicle/contracts';
import { useDeleteProject } from '../../api/delete-project';
import { useCheckProjectStatus } from '../../api/get-project-status';
import { usePreviewProject } from '../../api/preview-project';
import { ADMIN_PANEL_TEXTS } from '../../texts';
import styles from './admin-panel.module.css';

type ProjectActionsProps = {
  project: Project;
  /** While the project's analysis runs, every button is (spec §2, §4). */
  disabled: boolean;
  onGenerate: () => void;
  onPreview: (preview: PreviewResult) => void;
};

/** View Docs, Generate Docs, Check Status, Preview and Delete (after a confirm) (spec §2). */
export function ProjectActions({ project, disabled, onGenerate, onPreview }: ProjectActionsProps) {
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const docsPath = `/${project.publicSlug}/docs`;
  const preview = usePreviewProject();
  const checkStatus = useCheckProjectStatus();
  const remove = useDeleteProject();
  const busy = preview.isPending || checkStatus.isPending || remove.isPending;

  const confirmDelete = () =>
    modal.confirm({
      title: ADMIN_TEXTS.deleteConfirm,
      content: project.fullName,
      okText: ADMIN_PANEL_TEXTS.deleteOk,
      // antd's danger red under white text is below WCAG AA; its pressed shade passes in both themes.
      okButtonProps: { danger: true, style: { background: token.colorErrorActive, borderColor: token.colorErrorActive, color: '#fff' } },
      cancelText: ADMIN_PANEL_TEXTS.cancel,
      onOk: () => remove.mutate(project.id),
    });

  return (
    <div role="group" aria-label={ADMIN_PANEL_TEXTS.actionsLabel(project.fullName)} className={styles.actions}>
      {/* A real link (it opens in a new tab too), followed inside the app without a reload. */}
      <Button
        href={docsPath}
        icon={<FileTextOutlined aria-hidden />}
        disabled={disabled}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigate(docsPath);
        }}
      >
        {ADMIN_PANEL_TEXTS.viewDocs}
      </Button>
      <Button type="primary" icon={<ThunderboltOutlined aria-hidden />} disabled={disabled || busy} onClick={onGenerate}>
        {ADMIN_PANEL_TEXTS.generateDocs}
      </Button>
      <Button
        icon={<InfoCircleOutlined aria-hidden />}
        disabled={disabled || (busy && !checkStatus.isPending)}
        loading={checkStatus.isPending}
        onClick={() => checkStatus.mutate(project)}
      >
        {ADMIN_PANEL_TEXTS.checkStatus}
      </Button>
      <Button
        icon={<EyeOutlined aria-hidden />}
        disabled={disabled || (busy && !preview.isPending)}
        loading={preview.isPending}
        onClick={() => preview.mutate(project.id, { onSuccess: onPreview })}
      >
        {ADMIN_PANEL_TEXTS.preview}
      </Button>
      <Button
        icon={<DeleteOutlined aria-hidden />}
        disabled={disabled || (busy && !remove.isPending)}
        loading={remove.isPending}
        onClick={confirmDelete}
      >
        {ADMIN_PANEL_TEXTS.deleteProject}
      </Button>
    </div>
  );
}
