import { API_PATHS, type InboxProgram, type MenuCounts, type Page, type TokenResponse } from '../../contract';
import type { TestApp } from './testApp';

/** What the publishing tests share: ids by name, a program's video, and counts read beside their lists. */
export function publishingFixtures(t: TestApp) {
  const cuid = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails!.customerUserId;
  const idOf = async (sql: string, name: string) => (await t.ctx.db.query<{ id: number }>(sql, [name]))[0]!.id;
  const programId = (title: string) => idOf('SELECT id FROM programs WHERE title = $1', title);
  const channelId = (name: string) => idOf('SELECT id FROM channels WHERE name = $1', name);
  const memberId = (username: string, customerId = 1) =>
    idOf(
      `SELECT cu.id FROM customer_users cu JOIN users u ON u.id = cu.user_id WHERE u.username = $1 AND cu.customer_id = ${customerId}`,
      username,
    );

  /** The program plays a stored video of its organisation, as setProgramVideo or a render leaves it. */
  async function giveVideo(id: number): Promise<void> {
    const [program] = await t.ctx.db.query<{ customerId: number }>('SELECT customer_id AS "customerId" FROM programs WHERE id = $1', [id]);
    const key = `customers/${program!.customerId}/uploads/program-${id}.mp4`;
    await t.ctx.db.query(
      `INSERT INTO media_objects (key, customer_id, size, content_type, etag) VALUES ($1, $2, 1, 'video/mp4', 'e') ON CONFLICT DO NOTHING`,
      [key, program!.customerId],
    );
    await t.ctx.db.query('UPDATE programs SET media_key = $2 WHERE id = $1', [id, key]);
  }

  async function countsOf(login: TokenResponse): Promise<MenuCounts> {
    const answer = await t.call(API_PATHS.getMenuNotificationCount, login.access_token, { customerUserId: cuid(login) });
    return answer.json<{ clientResponse: MenuCounts }>().clientResponse;
  }

  async function inbox(login: TokenResponse, view: 'all' | 'notViewed' | 'viewed'): Promise<Page<InboxProgram>> {
    const answer = await t.call(API_PATHS.listInboxPrograms, login.access_token, {
      view,
      page: 1,
      pageSize: 100,
      sort: 'sharedAt',
      direction: 'desc',
    });
    return answer.json<{ clientResponse: Page<InboxProgram> }>().clientResponse;
  }

  /** The member's inbox titles per view, after checking each view lists exactly what its badge counts (§3). */
  async function honestInbox(login: TokenResponse): Promise<{ notViewed: string[]; viewed: string[] }> {
    const counts = await countsOf(login);
    const [all, notViewed, viewed] = await Promise.all([inbox(login, 'all'), inbox(login, 'notViewed'), inbox(login, 'viewed')]);
    expect([all.total, notViewed.total, viewed.total]).toEqual([counts.inboxLibraryCount, counts.inboxNewCount, counts.inboxWatchedCount]);
    return { notViewed: notViewed.items.map((item) => item.title), viewed: viewed.items.map((item) => item.title) };
  }

  return { cuid, programId, channelId, memberId, giveVideo, countsOf, honestInbox };
}
