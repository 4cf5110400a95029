import crypto from 'node:crypto';
import { API_PATHS, type PreSignedCookie, type UploadPurpose, type UploadSignature, type UserProfile } from '../../contract';
import { NOT_A_PICTURE, NOT_YOUR_PROFILE } from '../profile/userProfileRoutes';
import { storedUpload } from '../testing/storedUpload';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';

const tokens: Record<string, string> = {};
const cookies: Record<string, PreSignedCookie | null> = {};
const ids: Record<string, number> = {};
const USERS = ['creator@acme.test', 'manager@acme.test', 'creator@globex.test', 'support@takeflow.test'];

const t = appForFile();

beforeAll(async () => {
  for (const username of USERS) {
    const login = await t.login(username);
    tokens[username] = login.access_token;
    cookies[username] = login.additionalDetails.preSignedCookie;
    ids[username] = login.additionalDetails.UserDetails.userId;
  }
}, START_TIMEOUT_MS);

const PNG = crypto.randomBytes(3000);

const upload = (username: string, purpose: UploadPurpose, contentType: string, send = true): Promise<UploadSignature> =>
  storedUpload(t, tokens[username] ?? '', purpose, contentType, { send, data: PNG, fileName: 'me.png' });

const profileOf = (username: string, userId: number) => t.call(API_PATHS.getUserProfile, tokens[username] ?? '', { userId });
const update = (username: string, request: { userId: number; name: string; pictureKey?: string | null }) =>
  t.call(API_PATHS.updateUserProfile, tokens[username] ?? '', request);
const stored = async (userId: number) =>
  (
    await t.ctx.db.query<{ display_name: string; picture_url: string | null }>(
      'SELECT display_name, picture_url FROM users WHERE id = $1',
      [userId],
    )
  )[0];
const audits = async (action: string) =>
  await t.ctx.db.query<{ actor_name: string; subject_id: string; before: unknown; after: unknown }>(
    'SELECT actor_name, subject_id, before, after FROM audit_records WHERE action = $1 ORDER BY id',
    [action],
  );
const cdn = (url: string, cookie: PreSignedCookie | null | undefined) =>
  t.inject({
    method: 'GET',
    url,
    headers: cookie
      ? {
          cookie: Object.entries(cookie)
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
        }
      : {},
  });

describe('the user profile (§2 Personal profile › Profile)', () => {
  it('reads one’s own name and picture', async () => {
    const answer = await profileOf('creator@acme.test', ids['creator@acme.test']!);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ clientResponse: UserProfile }>().clientResponse).toEqual({
      userId: ids['creator@acme.test'],
      username: 'creator@acme.test',
      name: 'Cody Creator',
      pictureUrl: null,
    });
  });

  it('changes one’s own name and sets an uploaded picture, delivered only to the organisation through the signed cookies; not audited', async () => {
    const me = ids['creator@acme.test']!;
    const signature = await upload('creator@acme.test', 'userPicture', 'image/png');
    const answer = await update('creator@acme.test', { userId: me, name: '  Cody C. Creator ', pictureKey: signature.key });
    expect(answer.statusCode).toBe(200);
    const profile = answer.json<{ clientResponse: UserProfile }>().clientResponse;
    expect(profile.name).toBe('Cody C. Creator');
    expect(profile.pictureUrl).toBe(signature.objectUrl);
    expect(await stored(me)).toEqual({ display_name: 'Cody C. Creator', picture_url: signature.objectUrl });
    // The next sign-in carries them (§3 UserDetails name, userPictureURL3).
    const details = (await t.login('creator@acme.test')).additionalDetails.UserDetails;
    expect([details.name, details.userPictureURL3]).toEqual(['Cody C. Creator', signature.objectUrl]);
    // Acme's cookies read the picture; no cookie or Globex's are refused (§3 signed cookies).
    const served = await cdn(signature.objectUrl, cookies['manager@acme.test']);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await cdn(signature.objectUrl, null)).statusCode).toBe(403);
    expect((await cdn(signature.objectUrl, cookies['creator@globex.test'])).statusCode).toBe(403);
    // Absent keeps the picture; null removes it.
    expect((await update('creator@acme.test', { userId: me, name: 'Cody Creator' })).json().clientResponse.pictureUrl).toBe(
      signature.objectUrl,
    );
    expect(
      (await update('creator@acme.test', { userId: me, name: 'Cody Creator', pictureKey: null })).json().clientResponse.pictureUrl,
    ).toBeNull();
    expect(await audits('user.profile')).toEqual([]);
  });

  it('refuses as a picture anything but a stored picture the user uploaded for it, and changes nothing', async () => {
    const me = ids['creator@acme.test']!;
    const before = await stored(me);
    const footage = await upload('creator@acme.test', 'footage', 'video/mp4');
    const othersPicture = await upload('manager@acme.test', 'userPicture', 'image/png');
    const neverSent = await upload('creator@acme.test', 'userPicture', 'image/png', false);
    const globexPicture = await upload('creator@globex.test', 'userPicture', 'image/png');
    for (const key of [footage.key, othersPicture.key, neverSent.key, globexPicture.key, 'customers/1/uploads/nothing']) {
      const answer = await update('creator@acme.test', { userId: me, name: 'Renamed', pictureKey: key });
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([400, NOT_A_PICTURE]);
    }
    const blank = await update('creator@acme.test', { userId: me, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(await stored(me)).toEqual(before);
  });

  it('refuses another member’s profile, even in the same organisation, and changes nothing', async () => {
    const manager = ids['manager@acme.test']!;
    const before = await stored(manager);
    for (const username of ['creator@acme.test', 'creator@globex.test']) {
      const read = await profileOf(username, manager);
      expect([read.statusCode, read.json().errorMessage]).toEqual([403, NOT_YOUR_PROFILE]);
      const write = await update(username, { userId: manager, name: 'Taken over', pictureKey: null });
      expect([write.statusCode, write.json().errorMessage]).toEqual([403, NOT_YOUR_PROFILE]);
    }
    expect(await stored(manager)).toEqual(before);
  });

  it('lets the support role read and rename anyone, audited with before and after', async () => {
    const target = ids['creator@globex.test']!;
    const read = await profileOf('support@takeflow.test', target);
    expect(read.json().clientResponse.name).toBe('Gina Creator');
    const answer = await update('support@takeflow.test', { userId: target, name: 'Gina G. Creator' });
    expect(answer.statusCode).toBe(200);
    expect((await stored(target))?.display_name).toBe('Gina G. Creator');
    const trail = await audits('user.profile');
    expect(trail).toHaveLength(1);
    const [record] = trail;
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as UserProfile;
    expect([record?.actor_name, record?.subject_id]).toEqual(['support@takeflow.test', String(target)]);
    expect([parse(record?.before).name, parse(record?.after).name]).toEqual(['Gina Creator', 'Gina G. Creator']);
    expect((await profileOf('support@takeflow.test', 99999)).statusCode).toBe(404);
  });

  it('gives an organisation admin (profile.edit, §6) their own profile only', async () => {
    const login = await t.login('admin@acme.test');
    expect(
      (await t.call(API_PATHS.getUserProfile, login.access_token, { userId: login.additionalDetails.UserDetails.userId })).statusCode,
    ).toBe(200);
    expect((await t.call(API_PATHS.getUserProfile, login.access_token, { userId: ids['manager@acme.test'] })).statusCode).toBe(403);
  });
});
