import type { Page, TaskItem, TaskList, TaskListRequest, TaskSortKey } from '../../contract';
import type { Queryable } from '../db/port';
import { limitOffset, pageOf, searchWords } from '../routes/listSchema';

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

const ORDER: Record<TaskSortKey, (source: ListSource) => string> = {
  dueAt: (s) => s.due,
  title: () => 'lower(t.title)',
  requester: () => 'lower(u.display_name)',
  requestedAt: (s) => s.requested,
};

/** One page of the member's open items of a task list, and how many match in all. */
export async function readTaskList(
  q: Queryable,
  list: TaskList,
  customerUserId: number,
  request: TaskListRequest,
  now: Date,
): Promise<Page<TaskItem>> {
  const source = SOURCES[list];
  const words = searchWords(request.search);
  // Each word must appear in the title or the requester's name ($2 onwards).
  const matches = words.map((_, i) => `strpos(lower(t.title || ' ' || coalesce(u.display_name, '')), $${i + 2}) > 0`);
  const where = [`${source.member} = $1`, source.open, ...matches].join(' AND ');
  const from = `${source.from} LEFT JOIN customer_users cu ON cu.id = ${source.requester} LEFT JOIN users u ON u.id = cu.user_id`;
  const direction = request.direction === 'desc' ? 'DESC' : 'ASC';
  const { limit, offset } = limitOffset(request);
  const n = words.length + 2;
  const [items, counted] = await Promise.all([
    q.query<TaskRow>(
      `SELECT t.id, t.title, ${source.due} AS "dueAt", u.display_name AS "requester", ${source.requested} AS "requestedAt",
              CASE WHEN ${source.due} < $${n} THEN 'overdue' ELSE 'open' END AS status
         FROM ${from}
        WHERE ${where}
        ORDER BY ${ORDER[request.sort](source)} ${direction} NULLS LAST, t.id
        LIMIT $${n + 1} OFFSET $${n + 2}`,
      [customerUserId, ...words, now, limit, offset],
    ),
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, [customerUserId, ...words]),
  ]);
  return pageOf(request, items.map(toItem), counted[0]?.total ?? 0);
}
