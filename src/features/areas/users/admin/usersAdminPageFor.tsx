import { UserCreatePage } from './UserCreatePage';
import { UserDetailPage } from './UserDetailPage';
import { UsersAdminPage } from './UsersAdminPage';
import { usersBase, type UsersMode } from './usersBase';

/** The user administration page for a path below the mode's list (list, new, one user); null for any other path. */
export function usersAdminPageFor(mode: UsersMode, pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  const base = usersBase(mode);
  if (path === base) return <UsersAdminPage key={mode} mode={mode} />;
  if (path === `${base}/new`) return <UserCreatePage key={`${mode}:new`} mode={mode} />;
  const match = /^\/([1-9][0-9]{0,8})$/.exec(path.slice(base.length));
  if (path.startsWith(base) && match) return <UserDetailPage key={`${mode}:${match[1]}`} mode={mode} userId={Number(match[1])} />;
  return null;
}
