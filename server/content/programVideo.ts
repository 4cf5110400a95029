import type { Queryable } from '../db/port';
import { isListed } from '../media/libraryRepository';

export type ProgramVideoOutcome = 'set' | 'notAuthor' | 'notFootage';

/**
 * Makes a Footage item of the organisation the video of one of the author's programs, or clears
 * it (null). A program plays its item through the one player (§2 Home): the item's stream,
 * poster, previews and captions, and its duration and thumbnail in the lists, as processing makes
 * them (inboxRepository.ts). Another member's program, or an item the Footage list does not
 * show, is refused.
 */
export async function setProgramVideo(
  db: Queryable,
  author: { customerUserId: number; customerId: number },
  programId: number,
  mediaKey: string | null,
): Promise<ProgramVideoOutcome> {
  const own = await db.query('SELECT 1 FROM programs WHERE id = $1 AND author_id = $2 AND customer_id = $3', [
    programId,
    author.customerUserId,
    author.customerId,
  ]);
  if (own.length === 0) return 'notAuthor';
  if (mediaKey !== null && !(await isListed(db, author.customerId, 'footage', mediaKey))) return 'notFootage';
  await db.query('UPDATE programs SET media_key = $2 WHERE id = $1', [programId, mediaKey]);
  return 'set';
}
