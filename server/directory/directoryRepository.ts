import { ROLE, type DirectoryListRequest, type DirectoryPerson, type DirectorySortKey, type Page } from '../../contract';
import { asRoleIds } from '../auth/accounts';
import { pagedList } from '../db/pagedList';
import { one, type Queryable } from '../db/port';
import { raw, sql } from '../db/sql';
import { directoryOpenTo, emailsShownTo, listedMember } from './directoryRules';

/** The caller as the directory sees them: their membership, organisation and roles there. */
export interface DirectoryReader {
  customerUserId: number;
  customerId: number;
  roles: readonly number[];
}

interface Row {
  id: number;
  display_name: string;
  username: string;
  picture_url: string | null;
  role_ids: number[] | string;
}

// The highest role first when sorting by role: admin, manager, creator, viewer.
const ROLE_RANK = `(SELECT max(CASE r.role_id WHEN ${ROLE.admin} THEN 4 WHEN ${ROLE.manager} THEN 3 WHEN ${ROLE.creator} THEN 2 ELSE 1 END)
                      FROM customer_user_roles r WHERE r.customer_user_id = m.id)`;

const ORDER: Record<DirectorySortKey, string> = { name: 'lower(u.display_name)', role: ROLE_RANK };

/** Whether the directory is open to the reader (§6), and whether it shows them addresses. */
export async function directoryAccess(q: Queryable, reader: DirectoryReader): Promise<{ open: boolean; emailsShown: boolean }> {
  const row = await one<{ open: boolean; hidden_from: number[] }>(
    q,
    `SELECT ${directoryOpenTo('$1', '$2')} AS open, directory_email_hidden_from AS hidden_from FROM customers WHERE id = $2`,
    [reader.customerUserId, reader.customerId],
  );
  if (row === null) return { open: false, emailsShown: false };
  return { open: row.open, emailsShown: emailsShownTo(reader.roles, row.hidden_from) };
}

/**
 * One page of the reader's organisation's listed people. A search reads the name, and the address
 * only where it is shown: a hidden address must not be found by guessing it.
 */
export function listDirectory(
  q: Queryable,
  reader: DirectoryReader,
  emailsShown: boolean,
  request: DirectoryListRequest,
): Promise<Page<DirectoryPerson>> {
  const { roleId, ...page } = request;
  const where = [sql`m.customer_id = ${reader.customerId}`, raw(listedMember('m', 'u'))];
  if (roleId !== undefined)
    where.push(sql`EXISTS (SELECT 1 FROM customer_user_roles f WHERE f.customer_user_id = m.id AND f.role_id = ${roleId})`);
  return pagedList<Row, DirectoryPerson, DirectorySortKey>(
    q,
    {
      columns: sql`u.id, u.display_name, u.username, u.picture_url,
        (SELECT coalesce(json_agg(r.role_id ORDER BY r.role_id), '[]') FROM customer_user_roles r WHERE r.customer_user_id = m.id) AS role_ids`,
      from: sql`customer_users m JOIN users u ON u.id = m.user_id`,
      where,
      searchIn: emailsShown ? sql`u.display_name || ' ' || u.username` : sql`u.display_name`,
      orderBy: ORDER,
      tieBreaker: 'u.id',
    },
    page,
    (row) => ({
      userId: row.id,
      name: row.display_name,
      pictureUrl: row.picture_url,
      roleIds: asRoleIds(typeof row.role_ids === 'string' ? (JSON.parse(row.role_ids) as number[]) : row.role_ids),
      email: emailsShown ? row.username : null,
    }),
  );
}
