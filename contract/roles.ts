/**
 * Role ids (§6.1). There are two readings of 1532 and 1632; Takeflow follows the role
 * names: 1532 is the content manager and 1632 the organisation admin (§6, Decisions).
 */
export const ROLE = {
  superAdmin: 1132,
  creator: 1232,
  viewer: 1432,
  manager: 1532,
  admin: 1632,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];

export const ROLE_IDS: readonly RoleId[] = Object.values(ROLE);

/** The roles an organisation hands out, in the order forms show them; the global support role is never one of them. */
export const INVITABLE_ROLES: readonly RoleId[] = [ROLE.creator, ROLE.viewer, ROLE.manager, ROLE.admin];

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}
