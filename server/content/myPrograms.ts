import type { MyProgramItem, MyProgramSortKey, Page, PageRequest } from '../../contract';
import type { Queryable } from '../db/port';
import { limitOffset, pageOf, searchWords } from '../routes/listSchema';

const ORDER: Record<MyProgramSortKey, string> = {
  createdAt: 'p.created_at',
  title: 'lower(p.title)',
  status: 'p.status',
  reviewedAt: 'p.reviewed_at',
};

interface Row {
  id: number;
  title: string;
  status: MyProgramItem['status'];
  createdAt: Date | string;
  decision: 'approved' | 'rejected' | null;
  comment: string | null;
  reviewer: string | null;
  reviewedAt: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** One page of the programs the member wrote in the current organisation, with their review's outcome. */
export async function readMyPrograms(
  q: Queryable,
  customerUserId: number,
  request: PageRequest<MyProgramSortKey>,
): Promise<Page<MyProgramItem>> {
  const words = searchWords(request.search);
  const where = ['p.author_id = $1', ...words.map((_, i) => `strpos(lower(p.title), $${i + 2}) > 0`)].join(' AND ');
  const { limit, offset } = limitOffset(request);
  const n = words.length + 2;
  const direction = request.direction === 'desc' ? 'DESC' : 'ASC';
  const [rows, counted] = await Promise.all([
    q.query<Row>(
      `SELECT p.id, p.title, p.status, p.created_at AS "createdAt", p.review_decision AS decision, p.review_comment AS comment,
              u.display_name AS reviewer, p.reviewed_at AS "reviewedAt"
         FROM programs p LEFT JOIN customer_users cu ON cu.id = p.reviewed_by LEFT JOIN users u ON u.id = cu.user_id
        WHERE ${where}
        ORDER BY ${ORDER[request.sort]} ${direction} NULLS LAST, p.id
        LIMIT $${n} OFFSET $${n + 1}`,
      [customerUserId, ...words, limit, offset],
    ),
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM programs p WHERE ${where}`, [customerUserId, ...words]),
  ]);
  const items = rows.map(({ decision, comment, reviewer, reviewedAt, createdAt, ...program }): MyProgramItem => ({
    ...program,
    createdAt: iso(createdAt),
    review: decision === null || reviewedAt === null ? null : { decision, comment, reviewer, reviewedAt: iso(reviewedAt) },
  }));
  return pageOf(request, items, counted[0]?.total ?? 0);
}
