import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  helperText?: ReactNode;
}

/** A labelled text input in plain HTML and the stylesheet's classes (src/ui/app.css). */
export function TextField({ label, helperText, required, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <div className="tf-field">
      <label className="tf-field__label" htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input {...input} id={inputId} className="tf-field__input" required={required} aria-describedby={helperId} />
      {helperText && (
        <p className="tf-field__helper" id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
}
