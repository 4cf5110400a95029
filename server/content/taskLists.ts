import type { Page, TaskItem, TaskList, TaskListRequest, TaskSortKey } from '../../contract';
import type { Queryable } from '../db/port';
import { pagedList } from '../db/pagedList';
import { raw, sql } from '../db/sql';

/**
 * Where each task list of §2 Tasks reads its open items. The `open` condition is the one the
 * menu counts use (server/content/menuCounts.ts), so a list holds exactly what its badge counts.
 * Every part is fixed SQL text: nothing of the request is put into it.
 */
interface ListSource {
  from: string;
  member: string;
  open: string;
  requester: string;
  due: string;
  requested: string;
}

const SOURCES: Record<TaskList, ListSource> = {
  recording: {
    from: 'recording_tasks t',
    member: 't.assignee_id',
    open: 't.completed_at IS NULL',
    requester: 't.requester_id',
    due: 't.due_at',
    requested: 't.created_at',
  },
  file: {
    from: 'asset_requests t',
    member: 't.assignee_id',
    open: 't.fulfilled_at IS NULL',
    requester: 't.requester_id',
    due: 't.due_at',
    requested: 't.created_at',
  },
  deliverable: {
    from: 'deliverables t',
    member: 't.owner_id',
    open: 't.delivered_at IS NULL',
    requester: 't.requester_id',
    due: 't.due_at',
    requested: 't.created_at',
  },
  // The program is the item; its author asked for the approval.
  approvals: {
    from: 'program_approvals a JOIN programs t ON t.id = a.program_id',
    member: 'a.approver_id',
    open: "a.decided_at IS NULL AND t.status = 'pending_approval'",
    requester: 't.author_id',
    due: 'a.due_at',
    requested: 'a.requested_at',
  },
};

type TaskRow = Omit<TaskItem, 'dueAt' | 'requestedAt'> & { dueAt: Date | string | null; requestedAt: Date | string };

const iso = (value: Date | string) => new Date(value).toISOString();

function toItem(row: TaskRow): TaskItem {
  return { ...row, dueAt: row.dueAt === null ? null : iso(row.dueAt), requestedAt: iso(row.requestedAt) };
}

const orderOf = (source: ListSource): Record<TaskSortKey, string> => ({
  dueAt: source.due,
  title: 'lower(t.title)',
  requester: 'lower(u.display_name)',
  requestedAt: source.requested,
});

/** One page of the member's open items of a task list, and how many match in all. */
export function readTaskList(
  q: Queryable,
  list: TaskList,
  customerUserId: number,
  request: TaskListRequest,
  now: Date,
): Promise<Page<TaskItem>> {
  const source = SOURCES[list];
  return pagedList(
    q,
    {
      columns: sql`t.id, t.title, ${raw(source.due)} AS "dueAt", u.display_name AS "requester", ${raw(source.requested)} AS "requestedAt",
                   CASE WHEN ${raw(source.due)} < ${now} THEN 'overdue' ELSE 'open' END AS status`,
      from: sql`${raw(source.from)} LEFT JOIN customer_users cu ON cu.id = ${raw(source.requester)} LEFT JOIN users u ON u.id = cu.user_id`,
      where: [sql`${raw(source.member)} = ${customerUserId}`, raw(source.open)],
      searchIn: sql`t.title || ' ' || coalesce(u.display_name, '')`,
      orderBy: orderOf(source),
      tieBreaker: 't.id',
    },
    request,
    toItem,
  );
}
