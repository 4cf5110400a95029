import { PASSWORD_MAX_LENGTH } from '../../contract/schemas/permissions';

/** The rule as the user reads it in the error message. */
export const PASSWORD_RULE =
  'Password must be at least 10 characters long, contain a letter and a digit or symbol, and differ from your username';

export function meetsPasswordPolicy(password: string, username: string): boolean {
  return (
    password.length >= 10 &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /[^\p{L}\s]/u.test(password) &&
    password.trim().toLowerCase() !== username.trim().toLowerCase()
  );
}
