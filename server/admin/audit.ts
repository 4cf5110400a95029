import type { Page } from '../../contract';
import { pagedList } from '../db/pagedList';
import type { Db, Queryable } from '../db/port';
import { sql } from '../db/sql';

/** Who makes an administrative change: the signed-in caller. */
export interface Actor {
  userId: number;
  username: string;
}

/** What an administrative change is about. */
export interface AuditSubject {
  /** e.g. 'customer.create', 'customer.update', 'user.deactivate'. */
  action: string;
  /** The organisation concerned; null when none is (a user's global state). */
  customerId: number | null;
  type: 'customer' | 'user' | 'membership' | 'role';
  id: string | number;
}

/** A change's record as it was and as it is; null for "did not exist" / "no longer exists". */
export interface ChangeOutcome<T> {
  before: object | null;
  after: object | null;
  /** The handler's answer. */
  result: T;
  /** The organisation concerned, when the change itself decided it (a customer just created). */
  customerId?: number;
  subjectId?: string | number;
}

/**
 * The one way an administrative change is made (§2 Support, Organization): `change` runs in one
 * transaction with the audit record of who did what, when, before and after, so there is never
 * a change without its record nor a record of a change that was rolled back. A change that
 * alters nothing (before equals after) records nothing.
 */
export async function administer<T>(
  db: Db,
  actor: Actor,
  subject: AuditSubject,
  now: Date,
  change: (tx: Queryable) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await change(tx);
    if (JSON.stringify(outcome.before) !== JSON.stringify(outcome.after)) {
      await tx.query(
        `INSERT INTO audit_records (actor_id, actor_name, customer_id, action, subject_type, subject_id, before, after, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          actor.userId,
          actor.username,
          outcome.customerId ?? subject.customerId,
          subject.action,
          subject.type,
          String(outcome.subjectId ?? subject.id),
          outcome.before === null ? null : JSON.stringify(outcome.before),
          outcome.after === null ? null : JSON.stringify(outcome.after),
          now,
        ],
      );
    }
    return outcome.result;
  });
}

export interface AuditRecord {
  id: number;
  at: string;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

interface AuditRow {
  id: string | number;
  created_at: Date;
  actor_name: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>);

/** An organisation's trail, newest first, one page at a time; with the total for paging. */
export function auditTrail(q: Queryable, customerId: number, page: { page: number; pageSize: number }): Promise<Page<AuditRecord>> {
  return pagedList(
    q,
    {
      columns: sql`id, created_at, actor_name, action, subject_type, subject_id, before, after`,
      from: sql`audit_records`,
      where: [sql`customer_id = ${customerId}`],
      searchIn: sql`action`,
      orderBy: { createdAt: 'created_at' },
      tieBreaker: 'id',
    },
    { ...page, sort: 'createdAt', direction: 'desc' },
    (row: AuditRow): AuditRecord => ({
      id: Number(row.id),
      at: new Date(row.created_at).toISOString(),
      actor: row.actor_name,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      before: asRecord(row.before),
      after: asRecord(row.after),
    }),
  );
}
