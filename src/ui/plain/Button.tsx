import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: 'primary' | 'text';
}

/** A native button in the product's primary or text style. */
export function Button({ variant = 'primary', type = 'button', ...button }: ButtonProps) {
  return <button {...button} type={type} className={`tf-button tf-button--${variant}`} />;
}
