import { defineCalls } from '../kit/call';
import {
  AccountLinkDetailsSchema,
  AccountLinkRequestSchema,
  ForgotPasswordRequestSchema,
  SetPasswordRequestSchema,
} from '../schemas/account';
import { Type } from '@sinclair/typebox';

/** What accepting an invitation answers: the organisation joined. */
const JoinedSchema = Type.Object({ organisationId: Type.Integer() });

/** The calls of the public pages beside /login (no token) and of accepting an emailed invitation. */
export const ACCOUNT_CALLS = defineCalls({
  forgotPassword: {
    tag: 'account',
    summary: 'Emails a 30-minute one-time link to set a new password; answers the same for unknown accounts',
    request: ForgotPasswordRequestSchema,
    response: Type.Null(),
    access: 'public',
  },
  checkAccountLink: {
    tag: 'account',
    summary: 'What an emailed link is for, while it is valid (the link stays usable)',
    request: AccountLinkRequestSchema,
    response: AccountLinkDetailsSchema,
    access: 'public',
  },
  setPassword: {
    tag: 'account',
    summary: 'Sets the password through an emailed link, once; ends every login of the user and signs nobody in',
    request: SetPasswordRequestSchema,
    response: Type.Null(),
    access: 'public',
  },
  joinWithLink: {
    tag: 'account',
    summary: 'Accepts an emailed invitation to join an organisation with an existing account, once; the account is otherwise untouched',
    request: AccountLinkRequestSchema,
    response: JoinedSchema,
    access: 'public',
  },
  acceptInvitation: {
    tag: 'user',
    summary:
      'Accepts, signed in as the invited account, an emailed invitation to join another organisation: the membership is made now (audited)',
    request: AccountLinkRequestSchema,
    response: JoinedSchema,
    access: 'signedIn',
  },
});
