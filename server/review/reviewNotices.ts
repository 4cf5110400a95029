import type { AppContext } from '../context';

/**
 * Tells the members concerned by a new comment (the program's author, the members it mentions,
 * and for a reply the thread's author), never its writer. The notice carries ids only; the server
 * holding a concerned stream reads the rest (server/live/hub.ts).
 */
export async function announceComment(
  ctx: AppContext,
  commentId: number,
  writer: number,
  concerned: readonly (number | null)[],
): Promise<void> {
  const members = [...new Set(concerned.filter((id): id is number => id !== null && id !== writer))];
  if (members.length > 0) await ctx.live.publish({ t: 'review', i: commentId, cu: members });
}
