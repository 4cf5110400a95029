import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OutlinedField } from './OutlinedField';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <OutlinedField
      label="New password"
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      helperText="At least 10 characters"
      required
    />
  );
}

describe('OutlinedField', () => {
  it('is a required input named by its label and described by its helper text', () => {
    render(<Controlled />);
    const input = screen.getByLabelText(/new password/i);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('At least 10 characters');
  });

  it('passes typing through to the owner', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText(/new password/i), 'Secret-2026');
    expect(screen.getByLabelText(/new password/i)).toHaveValue('Secret-2026');
  });

  it('has no description when there is no helper text', () => {
    render(<OutlinedField label="Username" name="username" />);
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-describedby');
  });
});
