import type { InputHTMLAttributes } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: string;
}

/** A native checkbox with its label; the label is the click target too. */
export function Checkbox({ label, ...input }: CheckboxProps) {
  return (
    <label className="tf-check">
      <input {...input} type="checkbox" className="tf-check__box" />
      <span>{label}</span>
    </label>
  );
}
