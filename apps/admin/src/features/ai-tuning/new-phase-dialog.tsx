import { useId, useState } from 'react';
import { Button, Modal } from '@chronicle/antd-kit';
import { AI_TUNING_TEXTS, ERROR_TOASTS } from '@chronicle/contracts';
import { useToasts } from '@chronicle/ui';
import { useCreateAiPhase } from '../../api/create-ai-phase';
import { AI_TUNING_PAGE_TEXTS as TEXTS } from '../../texts';
import { PhaseForm } from './phase-form';
import { checkPhaseForm, newPhaseValues, type PhaseFormCheck, type PhaseFormValues } from './phase-form-values';

const REQUIRED_PLACEHOLDER = '{commits}';

/**
 * 'New Phase' (spec §4, §5): the defaults, 'Please fill in all required fields' without a name or
 * a description; once created the dialog closes and the form clears.
 */
export function NewPhaseDialog({ open, phaseCount, onClose }: { open: boolean; phaseCount: number; onClose: () => void }) {
  const formId = useId();
  const toasts = useToasts();
  const create = useCreateAiPhase();
  const [values, setValues] = useState<PhaseFormValues>(() => newPhaseValues(phaseCount));
  const [fieldErrors, setFieldErrors] = useState<Extract<PhaseFormCheck, { ok: false }>['fieldErrors']>({});
  // The order follows the list (phase count + 1) until the user types one.
  const [orderTyped, setOrderTyped] = useState<string | null>(null);
  const shown = { ...values, order: orderTyped ?? String(phaseCount + 1) };

  const clear = () => {
    setValues(newPhaseValues(phaseCount));
    setFieldErrors({});
    setOrderTyped(null);
  };
  const submit = () => {
    const checked = checkPhaseForm(shown);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      if (checked.missingRequired) toasts.failure({ title: ERROR_TOASTS.createPhase.title, description: AI_TUNING_TEXTS.requiredFields });
      return;
    }
    setFieldErrors({});
    create.mutate(checked.body, {
      onSuccess: () => {
        onClose();
        clear();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={TEXTS.newPhaseTitle}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={create.isPending}>
          {TEXTS.cancel}
        </Button>,
        <Button key="create" type="primary" htmlType="submit" form={formId} loading={create.isPending}>
          {TEXTS.create}
        </Button>,
      ]}
    >
      <PhaseForm
        id={formId}
        values={shown}
        onChange={(next) => {
          if (next.order !== shown.order) setOrderTyped(next.order);
          setValues(next);
        }}
        fieldErrors={fieldErrors}
        requiredPlaceholder={REQUIRED_PLACEHOLDER}
        disabled={create.isPending}
        onSubmit={submit}
      />
    </Modal>
  );
}
