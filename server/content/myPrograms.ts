import type { MyProgramItem, MyProgramSortKey, Page, PageRequest } from '../../contract';
import type { Queryable } from '../db/port';
import { pagedList } from '../db/pagedList';
import { sql } from '../db/sql';

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
  videoKey: string | null;
  videoName: string | null;
  reviewComments: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** One page of the programs the member wrote in the current organisation, with their review's outcome. */
export function readMyPrograms(q: Queryable, customerUserId: number, request: PageRequest<MyProgramSortKey>): Promise<Page<MyProgramItem>> {
  return pagedList(
    q,
    {
      columns: sql`p.id, p.title, p.status, p.created_at AS "createdAt", p.review_decision AS decision, p.review_comment AS comment,
                   u.display_name AS reviewer, p.reviewed_at AS "reviewedAt", p.media_key AS "videoKey", mu.file_name AS "videoName",
                   (SELECT count(*)::int FROM program_review_comments rc WHERE rc.program_id = p.id) AS "reviewComments"`,
      from: sql`programs p LEFT JOIN customer_users cu ON cu.id = p.reviewed_by LEFT JOIN users u ON u.id = cu.user_id
                LEFT JOIN media_uploads mu ON mu.key = p.media_key`,
      where: [sql`p.author_id = ${customerUserId}`],
      searchIn: sql`p.title`,
      orderBy: ORDER,
      tieBreaker: 'p.id',
    },
    request,
    ({ decision, comment, reviewer, reviewedAt, createdAt, videoKey, videoName, ...program }: Row): MyProgramItem => ({
      ...program,
      createdAt: iso(createdAt),
      // A video stored other than as an upload (none is, yet) is named by its key.
      video: videoKey === null ? null : { key: videoKey, name: videoName ?? videoKey },
      review: decision === null || reviewedAt === null ? null : { decision, comment, reviewer, reviewedAt: iso(reviewedAt) },
    }),
  );
}
