import crypto from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { MIGRATION_LOCK_KEY, type Db, type Queryable } from './port';
import {
  DEMO_ASSET_REQUESTS,
  DEMO_CUSTOMERS,
  DEMO_DELIVERABLES,
  DEMO_FILTER_OVERRIDES,
  DEMO_PASSWORD,
  DEMO_PROGRAMS,
  DEMO_RECORDING_TASKS,
  DEMO_REQUESTERS,
  DEMO_USERS,
  type CustomerKey,
  type DemoAssignment,
} from './seedData';
import { insertHomeContent } from './seedHome';

const SEED_MARKER = 'demo_seed';

async function alreadySeeded(q: Queryable): Promise<boolean> {
  return (await q.query('SELECT 1 FROM app_meta WHERE key = $1', [SEED_MARKER])).length > 0;
}

/**
 * Loads the demo organisations, accounts and content once. A marker row makes it idempotent,
 * and the migration lock keeps two servers starting together from both seeding.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await alreadySeeded(db)) return false;
  // Hash before taking the lock, in the password pool's threads.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    if (await alreadySeeded(tx)) return false;
    const members = await insertOrganisations(tx, hashes);
    await insertContent(tx, members);
    await tx.query('INSERT INTO app_meta (key, value) VALUES ($1, $2)', [SEED_MARKER, new Date().toISOString()]);
    return true;
  });
}

type MemberIds = Map<string, number>;
const memberKey = (customer: CustomerKey, username: string) => `${customer}/${username}`;

async function insertOrganisations(tx: Queryable, hashes: string[]): Promise<MemberIds> {
  const customerIds = new Map<CustomerKey, number>();
  for (const c of DEMO_CUSTOMERS) {
    await tx.query(
      `INSERT INTO customers (id, name, city, state, zip, logo_url, allow_zoom_integration, allow_youtube_integration,
                              youtube_integrated, storyboard_enabled, campaign_manager_enabled, pro_edit_vendor,
                              hide_organisation, directory_email_hidden_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        c.id,
        c.name,
        c.city,
        c.state,
        c.zip,
        c.logoUrl,
        c.allowZoom,
        c.allowYoutube,
        c.youtubeIntegrated,
        c.storyboard,
        c.campaign,
        c.proEditVendor,
        c.hideOrganisation,
        c.directoryEmailHiddenFrom ?? [],
      ],
    );
    customerIds.set(c.key, c.id);
  }
  // Explicit ids were used above; later customers continue after them.
  await tx.query(`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers))`);

  const members: MemberIds = new Map();
  for (const [index, user] of DEMO_USERS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (uuid, username, display_name, password_hash, is_active, must_change_password)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [crypto.randomUUID(), user.username, user.name, hashes[index], user.active ?? true, user.mustChangePassword ?? false],
    );
    if (row === undefined) throw new Error(`could not insert ${user.username}`);
    for (const role of user.globalRoles ?? []) {
      await tx.query('INSERT INTO user_global_roles (user_id, role_id) VALUES ($1, $2)', [row.id, role]);
    }
    // Without an explicit default, the first profile is where the user starts (§4).
    const hasDefault = user.memberships.some((m) => m.defaultLogin === true);
    for (const [position, membership] of user.memberships.entries()) {
      const defaultLogin = membership.defaultLogin ?? (!hasDefault && position === 0);
      const [member] = await tx.query<{ id: number }>(
        `INSERT INTO customer_users (customer_id, user_id, sequence, is_locked, is_default_login)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [customerIds.get(membership.customer), row.id, position + 1, membership.locked ?? false, defaultLogin],
      );
      if (member === undefined) throw new Error(`could not add ${user.username} to ${membership.customer}`);
      members.set(memberKey(membership.customer, user.username), member.id);
      for (const role of membership.roles) {
        await tx.query('INSERT INTO customer_user_roles (customer_user_id, role_id) VALUES ($1, $2)', [member.id, role]);
      }
    }
  }
  return members;
}

async function insertContent(tx: Queryable, members: MemberIds): Promise<void> {
  const member = (customer: CustomerKey, username: string): number => {
    const id = members.get(memberKey(customer, username));
    if (id === undefined) throw new Error(`${username} is not a member of ${customer}`);
    return id;
  };
  const customerId = (key: CustomerKey) => DEMO_CUSTOMERS.find((c) => c.key === key)?.id;

  for (const p of DEMO_PROGRAMS) {
    const [program] = await tx.query<{ id: number }>(
      'INSERT INTO programs (customer_id, author_id, title, kind, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [customerId(p.customer), member(p.customer, p.author), p.title, p.kind, p.status],
    );
    if (program === undefined) throw new Error(`could not insert program ${p.title}`);
    for (const username of p.viewedBy ?? []) {
      await tx.query('INSERT INTO program_recipients (program_id, customer_user_id, viewed_at) VALUES ($1, $2, now())', [
        program.id,
        member(p.customer, username),
      ]);
    }
    for (const username of p.notViewedBy ?? []) {
      await tx.query('INSERT INTO program_recipients (program_id, customer_user_id) VALUES ($1, $2)', [
        program.id,
        member(p.customer, username),
      ]);
    }
    for (const username of p.approvers ?? []) {
      await tx.query(
        `INSERT INTO program_approvals (program_id, approver_id, due_at)
         VALUES ($1, $2, now() + make_interval(days => $3::int))`,
        [program.id, member(p.customer, username), p.approvalDueInDays ?? null],
      );
    }
  }

  // Columns: organisation, assignee, title, done, requester, due (days from now, or null).
  const assign = async (table: string, assigneeColumn: string, doneColumn: string, items: DemoAssignment[]) => {
    for (const item of items) {
      await tx.query(
        `INSERT INTO ${table} (customer_id, ${assigneeColumn}, title, ${doneColumn}, requester_id, due_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6::int))`,
        [
          customerId(item.customer),
          member(item.customer, item.assignee),
          item.title,
          item.done ? new Date() : null,
          member(item.customer, item.requester ?? DEMO_REQUESTERS[item.customer]),
          item.dueInDays ?? null,
        ],
      );
    }
  };
  await assign('recording_tasks', 'assignee_id', 'completed_at', DEMO_RECORDING_TASKS);
  await assign('asset_requests', 'assignee_id', 'fulfilled_at', DEMO_ASSET_REQUESTS);
  await assign('deliverables', 'owner_id', 'delivered_at', DEMO_DELIVERABLES);

  for (const o of DEMO_FILTER_OVERRIDES) {
    await tx.query('INSERT INTO search_filter_sets (customer_id, kind, filter_list, grid_columns) VALUES ($1, $2, $3, $4)', [
      customerId(o.customer),
      o.kind,
      JSON.stringify(o.filterList),
      JSON.stringify(o.gridColumns),
    ]);
  }
  await insertHomeContent(tx, member, customerId);
}
