import { useSelector } from 'react-redux';
import type { Permission } from '../../../contract/permissions';
import { selectCan } from './selectors';

/** `can(permission)` for components: buttons and links show only what the user's roles allow (§6). */
export function useCan(): (permission: Permission) => boolean {
  return useSelector(selectCan);
}
