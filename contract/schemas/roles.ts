import { Type } from '@sinclair/typebox';
import { ROLE, ROLE_IDS, type RoleId } from '../roles';

/** Any role id of §6.1. */
export const RoleIdSchema = Type.Union(ROLE_IDS.map((id) => Type.Literal(id)));

/** Roles an organisation can hand out; the global support role is never given by invitation. */
export const INVITABLE_ROLES: readonly RoleId[] = [ROLE.creator, ROLE.viewer, ROLE.manager, ROLE.admin];

export const InvitableRoleIdSchema = Type.Union(INVITABLE_ROLES.map((id) => Type.Literal(id)));

/** One or more organisation roles, each at most once (users, memberships and invitations). */
export const RoleIdsSchema = Type.Array(InvitableRoleIdSchema, { minItems: 1, maxItems: 4, uniqueItems: true });
