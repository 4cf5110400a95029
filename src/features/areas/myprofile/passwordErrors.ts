/**
 * The server's change-password refusals (server/routes/user.ts, server/auth/passwordPolicy.ts),
 * each shown under the field it concerns and in the user's language. An answer not listed here
 * is shown as the server wrote it, above the form.
 */
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirm';

const KNOWN: Record<string, { field: PasswordField; key: string }> = {
  'Current password is incorrect': { field: 'currentPassword', key: 'myprofile.password.errors.wrongCurrent' },
  'New password must differ from the current password': { field: 'newPassword', key: 'myprofile.password.errors.same' },
  'Password must be at least 10 characters long, contain a letter and a digit or symbol, and differ from your username': {
    field: 'newPassword',
    key: 'myprofile.password.errors.policy',
  },
};

type PasswordFeedback = { field: PasswordField; key: string } | { field: null; message: string };

export function passwordFeedback(serverMessage: string): PasswordFeedback {
  return KNOWN[serverMessage] ?? { field: null, message: serverMessage };
}
