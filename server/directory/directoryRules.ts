import { ROLE } from '../../contract';

/**
 * Who sees the directory and what it lists, written once as SQL so the list (directoryRepository)
 * and the sidebar's Directory badge (server/content/menuCounts.ts) count the same people (§2, §3).
 */

/** The people listed: members of the organisation whose account is active and membership unlocked. */
export const listedMember = (membership: string, user: string): string => `NOT ${membership}.is_locked AND ${user}.is_active`;

const MANAGING_ROLES = `${ROLE.manager}, ${ROLE.admin}`;

/**
 * §6: the directory is open to admins and managers, and to creators and viewers only where the
 * organisation is not hidden; `member` is the caller's membership id, `organisation` its id.
 */
export const directoryOpenTo = (member: string, organisation: string): string =>
  `EXISTS (SELECT 1 FROM customers dc WHERE dc.id = ${organisation}
             AND (NOT dc.hide_organisation
                  OR EXISTS (SELECT 1 FROM customer_user_roles dr
                              WHERE dr.customer_user_id = ${member} AND dr.role_id IN (${MANAGING_ROLES}))))`;

/** How many people the directory lists for the caller: 0 where it is closed to them. */
export const directoryCountSql = (member: string, organisation: string): string =>
  `(SELECT count(*)::int FROM customer_users dm JOIN users du ON du.id = dm.user_id
     WHERE dm.customer_id = ${organisation} AND ${listedMember('dm', 'du')} AND ${directoryOpenTo(member, organisation)})`;

/** Managers and admins administer the members and always see their addresses (§6). */
export function emailsShownTo(callerRoles: readonly number[], hiddenFrom: readonly number[]): boolean {
  if (callerRoles.includes(ROLE.manager) || callerRoles.includes(ROLE.admin)) return true;
  return callerRoles.some((role) => !hiddenFrom.includes(role));
}
