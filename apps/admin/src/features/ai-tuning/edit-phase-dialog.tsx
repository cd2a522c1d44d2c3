import { useId, useState } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Modal, theme } from '@chronicle/antd-kit';
import { AI_TUNING_TEXTS, ERROR_TOASTS, type AiPhaseView } from '@chronicle/contracts';
import { useToasts } from '@chronicle/ui';
import { useDeleteAiPhase } from '../../api/delete-ai-phase';
import { useUpdateAiPhase } from '../../api/update-ai-phase';
import { AI_TUNING_PAGE_TEXTS as TEXTS } from '../../texts';
import styles from './ai-tuning.module.css';
import { PhaseForm } from './phase-form';
import { changedFields, checkPhaseForm, phaseValues, type PhaseFormCheck, type PhaseFormValues } from './phase-form-values';

/**
 * The edit dialog (spec §4): every field, the Active switch, and — for a custom phase only —
 * Delete after a confirm. After a save or a delete it closes.
 */
export function EditPhaseDialog({ phase, open, onClose }: { phase: AiPhaseView; open: boolean; onClose: () => void }) {
  const formId = useId();
  const toasts = useToasts();
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const update = useUpdateAiPhase();
  const remove = useDeleteAiPhase();
  const [values, setValues] = useState<PhaseFormValues>(() => phaseValues(phase));
  const [fieldErrors, setFieldErrors] = useState<Extract<PhaseFormCheck, { ok: false }>['fieldErrors']>({});
  const busy = update.isPending || remove.isPending;

  const submit = () => {
    const checked = checkPhaseForm(values);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      if (checked.missingRequired) toasts.failure({ title: ERROR_TOASTS.updatePhase.title, description: AI_TUNING_TEXTS.requiredFields });
      return;
    }
    setFieldErrors({});
    const changes = changedFields(phase, checked.body);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate({ id: phase.id, changes }, { onSuccess: onClose });
  };

  const confirmDelete = () =>
    modal.confirm({
      title: TEXTS.deleteConfirm(phase.name),
      okText: TEXTS.deleteOk,
      // antd's danger red under white text is below WCAG AA; its pressed shade passes in both themes.
      okButtonProps: { danger: true, style: { background: token.colorErrorActive, borderColor: token.colorErrorActive, color: '#fff' } },
      cancelText: TEXTS.cancel,
      onOk: () => remove.mutate(phase.id, { onSuccess: onClose }),
    });

  return (
    <Modal
      open={open}
      title={TEXTS.editTitle(phase.name)}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        <div className={styles.dialogFooter}>
          {phase.isCustom && (
            <Button icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete} loading={remove.isPending} disabled={update.isPending}>
              {TEXTS.delete}
            </Button>
          )}
          <div className={styles.dialogFooterEnd}>
            <Button onClick={onClose} disabled={busy}>
              {TEXTS.cancel}
            </Button>
            <Button type="primary" htmlType="submit" form={formId} loading={update.isPending} disabled={remove.isPending}>
              {TEXTS.save}
            </Button>
          </div>
        </div>
      }
    >
      <PhaseForm
        id={formId}
        values={values}
        onChange={setValues}
        fieldErrors={fieldErrors}
        requiredPlaceholder={phase.requiredPlaceholder}
        disabled={busy}
        onSubmit={submit}
      />
    </Modal>
  );
}
