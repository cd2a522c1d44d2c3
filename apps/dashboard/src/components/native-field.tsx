import { theme } from '@chronicle/antd-kit';
import type { CSSProperties, InputHTMLAttributes, SelectHTMLAttributes } from 'react';

// Native <select> and <input> dressed in the theme's tokens. antd's Select and Input would join the
// shared kit, which loads with the landing page (see libs/antd-kit); native controls also come with
// the platform's keyboard and screen-reader behaviour.
function useFieldStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    height: token.controlHeight,
    padding: `0 ${token.paddingSM}px`,
    border: `${token.lineWidth}px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
    fontSize: token.fontSize,
    minWidth: 0,
  };
}

type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  placeholder: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A dropdown whose first, unselectable option is the placeholder. */
export function NativeSelect({ placeholder, value, options, onChange, style, ...rest }: NativeSelectProps) {
  const fieldStyle = useFieldStyle();
  return (
    <select {...rest} value={value ?? ''} onChange={(event) => onChange(event.target.value)} style={{ ...fieldStyle, ...style }}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function ReadOnlyField({ style, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'readOnly'>) {
  const fieldStyle = useFieldStyle();
  return <input {...rest} readOnly style={{ ...fieldStyle, ...style }} />;
}

type NativeInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

/** A text field; an invalid one has the theme's error border and says so to screen readers. */
export function NativeInput({ invalid = false, style, ...rest }: NativeInputProps) {
  const { token } = theme.useToken();
  const fieldStyle = useFieldStyle();
  return <input {...rest} aria-invalid={invalid || undefined} style={{ ...fieldStyle, ...(invalid ? { borderColor: token.colorError } : {}), boxSizing: 'border-box', ...style }} />;
}

/** The text under a field: its error in the theme's error colour, announced when it appears. */
export function FieldError({ id, children }: { id: string; children: string }) {
  const { token } = theme.useToken();
  return (
    <div id={id} role="alert" style={{ color: token.colorErrorText, fontSize: token.fontSizeSM }}>
      {children}
    </div>
  );
}
