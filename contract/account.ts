/** The public pages beside /login: forgot password and the emailed links (no token needed). */
import type { AccountLinkDetails, AccountLinkRequest, ForgotPasswordRequest, SetPasswordRequest } from './schemas/account';

export type { AccountLinkDetails, AccountLinkRequest, ForgotPasswordRequest, SetPasswordRequest };
