import { ACCOUNT_CALLS } from './account';
import { COUNTS_CALLS } from './counts';
import { CUSTOMERS_CALLS } from './customers';
import { DIRECTORY_CALLS } from './directory';
import { EMAIL_CALLS } from './email';
import { INBOX_CALLS } from './inbox';
import { MEDIA_CALLS } from './media';
import { MY_PROFILE_CALLS } from './myProfile';
import { PERMISSIONS_CALLS } from './permissions';
import { PROFILES_CALLS } from './profiles';
import { PROGRAMS_CALLS } from './programs';
import { PUBLISHING_CALLS } from './publishing';
import { TASKS_CALLS } from './tasks';
import { USERS_CALLS } from './users';
import { REVIEW_CALLS } from './review';

/**
 * Every service call of §7, by its contract name. The server registers each (server/access/serve.ts);
 * the SPA imports this only as a type (contract/kit/callRef.ts), so no schema reaches its bundle.
 */
export const SERVICE_CALLS = {
  ...ACCOUNT_CALLS,
  ...COUNTS_CALLS,
  ...CUSTOMERS_CALLS,
  ...DIRECTORY_CALLS,
  ...EMAIL_CALLS,
  ...INBOX_CALLS,
  ...MEDIA_CALLS,
  ...MY_PROFILE_CALLS,
  ...PERMISSIONS_CALLS,
  ...PROFILES_CALLS,
  ...PROGRAMS_CALLS,
  ...PUBLISHING_CALLS,
  ...TASKS_CALLS,
  ...USERS_CALLS,
  ...REVIEW_CALLS,
};

export {
  ACCOUNT_CALLS,
  COUNTS_CALLS,
  CUSTOMERS_CALLS,
  DIRECTORY_CALLS,
  EMAIL_CALLS,
  INBOX_CALLS,
  MEDIA_CALLS,
  MY_PROFILE_CALLS,
  PERMISSIONS_CALLS,
  PROFILES_CALLS,
  PROGRAMS_CALLS,
  PUBLISHING_CALLS,
  TASKS_CALLS,
  USERS_CALLS,
  REVIEW_CALLS,
};
