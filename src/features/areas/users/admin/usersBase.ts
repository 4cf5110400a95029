import { PATHS } from '../../../../config/paths';

/**
 * Where the user administration lives: Support › Users for the support role (every user),
 * Audience › Users for an organisation's managers and admins (its members).
 */
export type UsersMode = 'support' | 'organisation';

export const usersBase = (mode: UsersMode) => (mode === 'support' ? PATHS.superAdminUsers : PATHS.usersList);
export const userPath = (mode: UsersMode, id: number | 'new') => `${usersBase(mode)}/${id}`;
