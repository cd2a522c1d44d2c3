import { useId, type FormEvent } from 'react';
import { theme } from '@chronicle/antd-kit';
import { AI_PHASE_FORM } from '@chronicle/contracts';
import { FieldNote, NativeInput, NativeTextArea } from '../../components/native-field';
import { AI_TUNING_PAGE_TEXTS as TEXTS } from '../../texts';
import styles from './ai-tuning.module.css';
import type { PhaseFormField, PhaseFormValues } from './phase-form-values';

type PhaseFormProps = {
  id: string;
  values: PhaseFormValues;
  onChange: (values: PhaseFormValues) => void;
  fieldErrors: Partial<Record<PhaseFormField, true>>;
  /** The placeholder the user prompt must keep (`{commits}`, or `{facts}` for document prose). */
  requiredPlaceholder: string;
  disabled: boolean;
  onSubmit: () => void;
};

/**
 * The phase fields of the New Phase and edit dialogs, native controls in the theme's tokens (the
 * shared antd kit holds no Input or InputNumber, docs/adr/0002): temperature 0–2 in steps of 0.1,
 * max tokens from 1, and the Active switch.
 */
export function PhaseForm({ id, values, onChange, fieldErrors, requiredPlaceholder, disabled, onSubmit }: PhaseFormProps) {
  const base = useId();
  const { token } = theme.useToken();
  const set = <K extends keyof PhaseFormValues>(key: K, value: PhaseFormValues[K]) => onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${base}-name`} className={styles.label}>
          {TEXTS.name} <span aria-hidden>*</span>
        </label>
        <NativeInput id={`${base}-name`} value={values.name} maxLength={100} required disabled={disabled} onChange={(event) => set('name', event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${base}-description`} className={styles.label}>
          {TEXTS.description} <span aria-hidden>*</span>
        </label>
        <NativeInput
          id={`${base}-description`}
          value={values.description}
          maxLength={500}
          required
          disabled={disabled}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${base}-system`} className={styles.label}>
          {TEXTS.systemPrompt}
        </label>
        <NativeTextArea id={`${base}-system`} rows={3} value={values.systemPrompt} disabled={disabled} onChange={(event) => set('systemPrompt', event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${base}-user`} className={styles.label}>
          {TEXTS.userPromptTemplate}
        </label>
        <NativeTextArea
          id={`${base}-user`}
          rows={4}
          value={values.userPromptTemplate}
          disabled={disabled}
          aria-describedby={`${base}-user-hint`}
          onChange={(event) => set('userPromptTemplate', event.target.value)}
        />
        <FieldNote id={`${base}-user-hint`}>{TEXTS.userPromptHint(requiredPlaceholder)}</FieldNote>
      </div>
      <div className={styles.numbers}>
        <div className={styles.field}>
          <label htmlFor={`${base}-temperature`} className={styles.label}>
            {TEXTS.temperature}
          </label>
          <NativeInput
            id={`${base}-temperature`}
            type="number"
            min={AI_PHASE_FORM.temperatureMin}
            max={AI_PHASE_FORM.temperatureMax}
            step={AI_PHASE_FORM.temperatureStep}
            value={values.temperature}
            invalid={fieldErrors.temperature}
            disabled={disabled}
            aria-describedby={`${base}-temperature-note`}
            onChange={(event) => set('temperature', event.target.value)}
          />
          <FieldNote id={`${base}-temperature-note`} error={fieldErrors.temperature}>
            {fieldErrors.temperature ? TEXTS.temperatureInvalid : TEXTS.temperatureHint}
          </FieldNote>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${base}-max-tokens`} className={styles.label}>
            {TEXTS.maxTokens}
          </label>
          <NativeInput
            id={`${base}-max-tokens`}
            type="number"
            min={AI_PHASE_FORM.maxTokensMin}
            step={1}
            value={values.maxTokens}
            invalid={fieldErrors.maxTokens}
            disabled={disabled}
            aria-describedby={`${base}-max-tokens-note`}
            onChange={(event) => set('maxTokens', event.target.value)}
          />
          <FieldNote id={`${base}-max-tokens-note`} error={fieldErrors.maxTokens}>
            {fieldErrors.maxTokens ? TEXTS.maxTokensInvalid : TEXTS.maxTokensHint}
          </FieldNote>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${base}-order`} className={styles.label}>
            {TEXTS.order}
          </label>
          <NativeInput
            id={`${base}-order`}
            type="number"
            min={1}
            step={1}
            value={values.order}
            invalid={fieldErrors.order}
            disabled={disabled}
            aria-describedby={fieldErrors.order ? `${base}-order-note` : undefined}
            onChange={(event) => set('order', event.target.value)}
          />
          {fieldErrors.order && (
            <FieldNote id={`${base}-order-note`} error>
              {TEXTS.orderInvalid}
            </FieldNote>
          )}
        </div>
      </div>
      <label className={styles.switch}>
        <input type="checkbox" role="switch" style={{ accentColor: token.colorPrimary }} checked={values.isActive} disabled={disabled} onChange={(event) => set('isActive', event.target.checked)} />
        {TEXTS.active}
      </label>
    </form>
  );
}
