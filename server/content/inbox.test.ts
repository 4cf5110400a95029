import {
  API_PATHS,
  type FollowedChannel,
  type InboxProgram,
  type MenuNotificationCountResponse,
  type MyProgramItem,
  type Page,
  type ProgramDetail,
  type TokenResponse,
} from '../../contract';
import { PROGRAM_NOT_FOUND } from './contentRoutes';
import { CHANNELS_HIDDEN } from './inboxRoutes';
import { NOT_FOOTAGE, NOT_YOUR_PROGRAM } from './programRoutes';
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

describe('a program’s video chosen from Footage', () => {
  /** A stored object of the organisation, recorded as an upload of `purpose`. */
  async function stored(customerId: number, key: string, purpose: string | null, contentType = 'video/mp4') {
    await t.ctx.db.query(`INSERT INTO media_objects (key, customer_id, size, content_type, etag) VALUES ($1, $2, 10, $3, 'e')`, [
      key,
      customerId,
      contentType,
    ]);
    if (purpose !== null) {
      await t.ctx.db.query('INSERT INTO media_uploads (key, customer_id, purpose, file_name) VALUES ($1, $2, $3, $4)', [
        key,
        customerId,
        purpose,
        key.split('/').pop(),
      ]);
    }
  }
  const setVideo = (login: TokenResponse, programId: number, mediaKey: string | null) =>
    t.call(API_PATHS.setProgramVideo, login.access_token, { programId, mediaKey });

  it('plays the item’s stream, poster, previews and captions, and lists its duration and thumbnail', async () => {
    const id = await programId('Studio safety briefing');
    const clip = 'customers/1/uploads/briefing.mp4';
    await stored(1, clip, 'footage');
    const derived = ['master.m3u8', 'thumb.jpg', 'poster.jpg', 'previews.vtt', 'en.vtt'].map(
      (name) => `customers/1/derived/briefing/${name}`,
    );
    for (const key of derived) await stored(1, key, null, 'application/octet-stream');
    await t.ctx.db.query(
      `INSERT INTO media_processing (key, customer_id, state, progress, kind, duration_seconds, width, height, probe,
                                     stream_key, thumbnail_key, poster_key, previews_key, captions, derived_keys)
       VALUES ($1, 1, 'ready', 100, 'video', 61.6, 1280, 720,
               '{"kind":"video","container":"mov,mp4,m4a,3gp,3g2,mj2","videoCodec":"h264","audioCodec":"aac"}',
               $2, $3, $4, $5, $6, $7)`,
      [
        clip,
        derived[0],
        derived[1],
        derived[2],
        derived[3],
        JSON.stringify([{ language: 'en', label: 'English', key: derived[4] }]),
        derived,
      ],
    );
    const author = await t.login('manager@acme.test');
    const set = await setVideo(author, id, clip);
    expect(set.statusCode).toBe(200);
    expect(set.json<{ clientResponse: unknown }>().clientResponse).toEqual({ programId: id, mediaKey: clip });
    // Create › Programs shows the author the choice.
    const mine = await t.call(API_PATHS.getMyPrograms, author.access_token, { page: 1, pageSize: 25, sort: 'title', direction: 'asc' });
    const listedMine = mine.json<{ clientResponse: Page<MyProgramItem> }>().clientResponse.items.find((item) => item.id === id);
    expect(listedMine?.video).toEqual({ key: clip, name: 'briefing.mp4' });

    const creator = await t.login('creator@acme.test');
    const opened = await t.call(API_PATHS.getInboxProgram, creator.access_token, { programId: id });
    expect(opened.json<{ clientResponse: ProgramDetail }>().clientResponse).toMatchObject({
      durationSeconds: 62,
      thumbnailUrl: '/cdn/customers/1/derived/briefing/thumb.jpg',
      mediaUrl: '/cdn/customers/1/uploads/briefing.mp4',
      media: {
        key: clip,
        name: 'briefing.mp4',
        contentType: 'video/mp4',
        url: '/cdn/customers/1/uploads/briefing.mp4',
        streamUrl: '/cdn/customers/1/derived/briefing/master.m3u8',
        playsAsUploaded: true,
        posterUrl: '/cdn/customers/1/derived/briefing/poster.jpg',
        previewsUrl: '/cdn/customers/1/derived/briefing/previews.vtt',
        captions: [{ language: 'en', label: 'English', url: '/cdn/customers/1/derived/briefing/en.vtt' }],
      },
    });
    const listed = (await inbox(creator, 'all')).items.find((item) => item.programId === id);
    expect(listed).toMatchObject({ durationSeconds: 62, thumbnailUrl: '/cdn/customers/1/derived/briefing/thumb.jpg' });

    // Cleared, the program has no video again and shows its own duration and thumbnail.
    const [own] = await t.ctx.db.query<{ duration_seconds: number | null }>('SELECT duration_seconds FROM programs WHERE id = $1', [id]);
    expect((await setVideo(author, id, null)).statusCode).toBe(200);
    const cleared = (await t.call(API_PATHS.getInboxProgram, creator.access_token, { programId: id })).json<{
      clientResponse: ProgramDetail;
    }>();
    expect(cleared.clientResponse).toMatchObject({ media: null, mediaUrl: null, durationSeconds: own!.duration_seconds });
    expect(cleared.clientResponse.thumbnailUrl).not.toBe('/cdn/customers/1/derived/briefing/thumb.jpg');
  });

  it('refuses another member’s program, and anything that is not an item of the organisation’s Footage', async () => {
    const id = await programId('Studio safety briefing');
    const [globex] = await t.ctx.db.query<{ customer_id: number }>(
      `SELECT cu.customer_id FROM customer_users cu JOIN users u ON u.id = cu.user_id WHERE u.username = 'creator@globex.test'`,
    );
    await stored(1, 'customers/1/uploads/contract.mp4', 'file');
    await stored(1, 'customers/1/uploads/take.mp4', 'taskRecording');
    await stored(globex!.customer_id, `customers/${globex!.customer_id}/uploads/theirs.mp4`, 'footage');
    await stored(1, 'customers/1/uploads/mine.mp4', 'footage');

    // The creator receives the program but did not write it: it reads as missing.
    const creator = await t.login('creator@acme.test');
    const notTheirs = await setVideo(creator, id, 'customers/1/uploads/mine.mp4');
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json<{ errorMessage: string }>().errorMessage).toBe(NOT_YOUR_PROGRAM);

    const author = await t.login('manager@acme.test');
    for (const key of [
      'customers/1/uploads/contract.mp4', // a file, not footage
      'customers/1/uploads/take.mp4', // a task's recording not handed in: not in Footage yet
      `customers/${globex!.customer_id}/uploads/theirs.mp4`, // another organisation's
      'customers/1/uploads/nothing.mp4', // nothing stored
    ]) {
      const refused = await setVideo(author, id, key);
      expect({ key, status: refused.statusCode, message: refused.json<{ errorMessage: string }>().errorMessage }).toEqual({
        key,
        status: 400,
        message: NOT_FOOTAGE,
      });
    }
    const [row] = await t.ctx.db.query<{ media_key: string | null }>('SELECT media_key FROM programs WHERE id = $1', [id]);
    expect(row!.media_key).toBeNull();
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
