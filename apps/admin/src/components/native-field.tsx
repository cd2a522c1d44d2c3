import { theme } from '@chronicle/antd-kit';
import type { CSSProperties, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

// Native <input> and <select> dressed in the theme's tokens. antd's Input, InputNumber and Select
// would join the shared kit, which loads with the landing page (libs/antd-kit, docs/adr/0002);
// native controls also bring the platform's keyboard and screen-reader behaviour.
function useFieldStyle(invalid: boolean): CSSProperties {
  const { token } = theme.useToken();
  return {
    height: token.controlHeight,
    padding: `0 ${token.paddingSM}px`,
    border: `${token.lineWidth}px solid ${invalid ? token.colorError : token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
    fontSize: token.fontSize,
    minWidth: 0,
    boxSizing: 'border-box',
  };
}

type NativeInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

export function NativeInput({ invalid = false, style, ...rest }: NativeInputProps) {
  const fieldStyle = useFieldStyle(invalid);
  return <input {...rest} aria-invalid={invalid || undefined} style={{ ...fieldStyle, ...style }} />;
}

type NativeTextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };

export function NativeTextArea({ invalid = false, style, ...rest }: NativeTextAreaProps) {
  const { token } = theme.useToken();
  const fieldStyle = useFieldStyle(invalid);
  return (
    <textarea
      {...rest}
      aria-invalid={invalid || undefined}
      style={{ ...fieldStyle, height: 'auto', padding: `${token.paddingXS}px ${token.paddingSM}px`, lineHeight: token.lineHeight, resize: 'vertical', ...style }}
    />
  );
}

type NativeOption = { value: string; label: string; /** Options with a group are listed under it (an <optgroup>). */ group?: string };

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  options: readonly NativeOption[];
  onChange: (value: string) => void;
};

function optionElement(option: NativeOption) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}

export function NativeSelect({ options, onChange, style, ...rest }: NativeSelectProps) {
  const fieldStyle = useFieldStyle(false);
  const groups = [...new Set(options.map((option) => option.group))];
  return (
    <select {...rest} onChange={(event) => onChange(event.target.value)} style={{ ...fieldStyle, ...style }}>
      {groups.map((group) =>
        group === undefined ? (
          options.filter((option) => option.group === undefined).map(optionElement)
        ) : (
          <optgroup key={group} label={group}>
            {options.filter((option) => option.group === group).map(optionElement)}
          </optgroup>
        ),
      )}
    </select>
  );
}

/** The text under a field: its hint, or its error in the theme's error colour. */
export function FieldNote({ id, error = false, children }: { id: string; error?: boolean; children: string }) {
  const { token } = theme.useToken();
  return (
    <div id={id} role={error ? 'alert' : undefined} style={{ color: error ? token.colorErrorText : token.colorTextSecondary, fontSize: token.fontSizeSM }}>
      {children}
    </div>
  );
}
