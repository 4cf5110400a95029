import {
  API_PATHS,
  type FollowedChannel,
  type InboxProgram,
  type MenuNotificationCountResponse,
  type Page,
  type ProgramDetail,
  type TokenResponse,
} from '../../contract';
import { PROGRAM_NOT_FOUND } from './contentRoutes';
import { CHANNELS_HIDDEN } from './inboxRoutes';
import { appForFile } from '../testing/testApp';

const t = appForFile();

const cuid = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails!.customerUserId;
const PAGE = { page: 1, pageSize: 100, direction: 'asc' } as const;

async function inbox(login: TokenResponse, view: string, extra: Record<string, unknown> = {}): Promise<Page<InboxProgram>> {
  const answer = await t.call(API_PATHS.listInboxPrograms, login.access_token, { ...PAGE, sort: 'title', view, ...extra });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: Page<InboxProgram> }>().clientResponse;
}

async function counts(login: TokenResponse): Promise<MenuNotificationCountResponse> {
  const answer = await t.call(API_PATHS.getMenuNotificationCount, login.access_token, { customerUserId: cuid(login) });
  return answer.json<{ clientResponse: MenuNotificationCountResponse }>().clientResponse;
}

async function programId(title: string): Promise<number> {
  const [row] = await t.ctx.db.query<{ id: number }>('SELECT id FROM programs WHERE title = $1', [title]);
  return row!.id;
}

const titles = (page: Page<{ title: string }>) => page.items.map((item) => item.title);

describe('the inbox lists (§2 Home)', () => {
  it('lists what was shared with the member: title, author, date, duration; sorted and searched', async () => {
    const creator = await t.login('creator@acme.test');
    const all = await inbox(creator, 'all');
    expect(titles(all)).toEqual(['Meet our new CFO', 'Studio safety briefing', 'Welcome to Acme Media']);
    expect(all.items[0]).toMatchObject({ sharedBy: 'Mia Manager', durationSeconds: 148, thumbnailUrl: null, viewed: false });
    expect(Number.isNaN(Date.parse(all.items[0]!.sharedAt))).toBe(false);
    expect(titles(await inbox(creator, 'notViewed'))).toEqual(['Meet our new CFO']);
    expect(titles(await inbox(creator, 'viewed'))).toEqual(['Studio safety briefing', 'Welcome to Acme Media']);
    expect(titles(await inbox(creator, 'all', { sort: 'duration', direction: 'desc' }))).toEqual([
      'Studio safety briefing',
      'Meet our new CFO',
      'Welcome to Acme Media',
    ]);
    expect(titles(await inbox(creator, 'all', { search: 'safety MIA' }))).toEqual(['Studio safety briefing']);
    const second = await inbox(creator, 'all', { page: 2, pageSize: 2 });
    expect({ total: second.total, titles: titles(second) }).toEqual({ total: 3, titles: ['Welcome to Acme Media'] });
  });

  it('never lists another organisation’s or another member’s programs', async () => {
    const multi = await t.login('multi@acme.test');
    const inAcme = titles(await inbox(multi, 'all'));
    expect(inAcme).not.toContain('West region kickoff');
    expect(inAcme).not.toContain('Initech town hall');
    const switched = await t.token({
      grant_type: 'refresh_token',
      refresh_token: multi.refresh_token,
      client_id: t.config.clientId,
      customerId: '2',
    });
    expect(titles(await inbox(switched.json<TokenResponse>(), 'all'))).toEqual(['West region kickoff']);
    const admin = await t.login('admin@acme.test');
    // Delivered to manager, creator and viewer, not to the admin.
    expect(titles(await inbox(admin, 'all'))).not.toContain('Studio safety briefing');
  });

  it('refuses malformed paging with a clear 400', async () => {
    const creator = await t.login('creator@acme.test');
    for (const bad of [
      { sort: 'p.id; DROP TABLE programs' },
      { pageSize: 101 },
      { page: 0 },
      { view: 'everything' },
      { direction: 'up' },
    ]) {
      const answer = await t.call(API_PATHS.listInboxPrograms, creator.access_token, { ...PAGE, sort: 'title', view: 'all', ...bad });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().status).toBe('Error');
    }
  });

  it('is not for the support role', async () => {
    const support = await t.login('support@takeflow.test');
    const answer = await t.call(API_PATHS.listInboxPrograms, support.access_token, { ...PAGE, sort: 'title', view: 'all' });
    expect(answer.statusCode).toBe(403);
  });
});

describe('opening a program', () => {
  it('shows it and moves it from Not Viewed to Viewed once, announcing the new counts', async () => {
    const creator = await t.login('creator@acme.test');
    const before = await counts(creator);
    const published: unknown[] = [];
    const original = t.ctx.live.publish.bind(t.ctx.live);
    t.ctx.live.publish = async (event) => {
      published.push(event);
      return original(event);
    };
    try {
      const id = await programId('Meet our new CFO');
      const first = await t.call(API_PATHS.getInboxProgram, creator.access_token, { programId: id });
      expect(first.statusCode).toBe(200);
      expect(first.json<{ clientResponse: ProgramDetail }>().clientResponse).toMatchObject({
        programId: id,
        title: 'Meet our new CFO',
        sharedBy: 'Mia Manager',
        viewed: true,
        markedViewed: true,
        mediaUrl: null,
      });
      const after = await counts(creator);
      expect([after.inboxNewCount, after.inboxWatchedCount, after.inboxLibraryCount]).toEqual([
        before.inboxNewCount - 1,
        before.inboxWatchedCount + 1,
        before.inboxLibraryCount,
      ]);
      expect(published).toEqual([{ t: 'counts', cu: [cuid(creator)] }]);
      const again = await t.call(API_PATHS.getInboxProgram, creator.access_token, { programId: id });
      expect(again.json<{ clientResponse: ProgramDetail }>().clientResponse.markedViewed).toBe(false);
      expect(published).toHaveLength(1);
    } finally {
      t.ctx.live.publish = original;
    }
  });

  it('answers 404 for another organisation’s, another member’s, a draft or a pending program, and changes nothing', async () => {
    const admin = await t.login('admin@acme.test');
    const before = await counts(admin);
    const snapshot = () => t.ctx.db.query('SELECT program_id, customer_user_id, viewed_at FROM program_recipients ORDER BY 1, 2');
    const rows = await snapshot();
    for (const title of [
      'Patient privacy refresher',
      'West region kickoff',
      'Studio safety briefing',
      'Brand guidelines walkthrough',
      'Holiday message',
    ]) {
      const answer = await t.call(API_PATHS.getInboxProgram, admin.access_token, { programId: await programId(title) });
      expect({ title, status: answer.statusCode, message: answer.json().errorMessage }).toEqual({
        title,
        status: 404,
        message: PROGRAM_NOT_FOUND,
      });
    }
    expect(await snapshot()).toEqual(rows);
    expect(await counts(admin)).toEqual(before);
  });

  it('opens a program of a followed channel without touching any inbox', async () => {
    const viewer = await t.login('viewer@acme.test');
    const before = await counts(viewer);
    // Not delivered to the viewer, but in "Customer stories", which the viewer follows.
    const answer = await t.call(API_PATHS.getInboxProgram, viewer.access_token, {
      programId: await programId('Customer story: Northwind'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ clientResponse: ProgramDetail }>().clientResponse).toMatchObject({ viewed: false, markedViewed: false });
    expect(await counts(viewer)).toEqual(before);
  });
});

describe('media', () => {
  it('a program with uploaded media gives its video and thumbnail addresses on the embedded CDN', async () => {
    const id = await programId('Studio safety briefing');
    for (const key of ['customers/1/programs/safety.mp4', 'customers/1/programs/safety thumb.jpg']) {
      await t.ctx.db.query(`INSERT INTO media_objects (key, customer_id, size, content_type, etag) VALUES ($1, 1, 10, 'video/mp4', 'e')`, [
        key,
      ]);
    }
    await t.ctx.db.query('UPDATE programs SET media_key = $2, thumbnail_key = $3 WHERE id = $1', [
      id,
      'customers/1/programs/safety.mp4',
      'customers/1/programs/safety thumb.jpg',
    ]);
    const creator = await t.login('creator@acme.test');
    const listed = (await inbox(creator, 'all')).items.find((item) => item.programId === id);
    expect(listed?.thumbnailUrl).toBe('/cdn/customers/1/programs/safety%20thumb.jpg');
    const answer = await t.call(API_PATHS.getInboxProgram, creator.access_token, { programId: id });
    expect(answer.json<{ clientResponse: ProgramDetail }>().clientResponse.mediaUrl).toBe('/cdn/customers/1/programs/safety.mp4');
  });
});

describe('followed channels', () => {
  const channels = async (login: TokenResponse, extra: Record<string, unknown> = {}) => {
    const answer = await t.call(API_PATHS.listFollowedChannels, login.access_token, { ...PAGE, sort: 'name', ...extra });
    return { status: answer.statusCode, body: answer.json<{ clientResponse: Page<FollowedChannel>; errorMessage: string | null }>() };
  };

  it('lists the channels the member follows with their newest published programs', async () => {
    const creator = await t.login('creator@acme.test');
    const { status, body } = await channels(creator);
    expect(status).toBe(200);
    expect(
      body.clientResponse.items.map((channel) => [
        channel.name,
        channel.programCount,
        titles({ ...body.clientResponse, items: channel.newestPrograms }),
      ]),
    ).toEqual([
      ['Company news', 3, ['Meet our new CFO', 'Q3 launch recap', 'Welcome to Acme Media']],
      // The draft in this channel stays out.
      ['Studio and safety', 2, ['Customer story: Northwind', 'Studio safety briefing']],
    ]);
    const viewer = await t.login('viewer@acme.test');
    expect((await channels(viewer, { search: 'customers' })).body.clientResponse.items.map((channel) => channel.name)).toEqual([
      'Customer stories',
    ]);
  });

  it('follows the organisation rule (§6): hidden from viewers and creators where the organisation is hidden', async () => {
    const viewer = await t.login('viewer@globex.test');
    const { status, body } = await channels(viewer);
    expect({ status, message: body.errorMessage }).toEqual({ status: 403, message: CHANNELS_HIDDEN });
  });
});
