import { Type } from '@sinclair/typebox';
import { INVITABLE_ROLES, ROLE_IDS } from '../roles';

/** Any role id of §6.1. */
export const RoleIdSchema = Type.Union(ROLE_IDS.map((id) => Type.Literal(id)));

export const InvitableRoleIdSchema = Type.Union(INVITABLE_ROLES.map((id) => Type.Literal(id)));

/** One or more organisation roles, each at most once (users, memberships and invitations). */
export const RoleIdsSchema = Type.Array(InvitableRoleIdSchema, { minItems: 1, maxItems: 4, uniqueItems: true });
