import { API_PATHS, ROLE, type CustomerProfileMap, type MenuNotificationCountResponse, type TokenResponse } from '../../contract';
import { readMenuCounts } from '../content/menuCounts';
import { countStatements } from '../testing/statementCount';
import { appForFile } from '../testing/testApp';

const t = appForFile();

const cuid = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails?.customerUserId ?? -1;
const counts = async (login: TokenResponse) => {
  const answer = await t.call(API_PATHS.getMenuNotificationCount, login.access_token, { customerUserId: cuid(login) });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: MenuNotificationCountResponse }>().clientResponse;
};

describe('customeruser/getCustomerProfiles', () => {
  it('answers only the caller’s own profiles, keyed by customer id', async () => {
    const multi = await t.login('multi@acme.test');
    const answer = await t.call(API_PATHS.getCustomerProfiles, multi.access_token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ status: string; clientResponse: CustomerProfileMap; errorMessage: null }>();
    expect(body.status).toBe('Ok');
    expect(body.errorMessage).toBeNull();
    expect(Object.keys(body.clientResponse)).toEqual(['1', '2', '5']);
    expect(body.clientResponse['1']).toEqual({
      customerID: 1,
      customerName: 'Acme Media',
      customerLogoAddnl: '/assets/logos/acme.svg',
      customerCity: 'Austin',
      customerState: 'TX',
      customerZip: '78701',
      sequence: 1,
      isLocked: false,
      customerDefaultLogin: true,
    });
    expect(body.clientResponse['2']).toMatchObject({ customerName: 'Acme West', customerZip: null, sequence: 2, isLocked: false });
    expect(body.clientResponse['5']).toMatchObject({ customerName: 'Initech', isLocked: true, sequence: 3 });

    const globex = await t.login('viewer@globex.test');
    const theirs = (await t.call(API_PATHS.getCustomerProfiles, globex.access_token)).json<{ clientResponse: CustomerProfileMap }>();
    expect(Object.keys(theirs.clientResponse)).toEqual(['3']);
  });

  it('answers an empty map for the support role', async () => {
    const support = await t.login('support@takeflow.test');
    expect((await t.call(API_PATHS.getCustomerProfiles, support.access_token)).json()).toEqual({
      status: 'Ok',
      clientResponse: {},
      errorMessage: null,
    });
  });
});

describe('event/getMenuNotificationCount', () => {
  it('computes every count for the manager and for multi in Acme Media', async () => {
    const manager = await counts(await t.login('manager@acme.test'));
    expect(manager).toMatchObject({
      inboxNewCount: 2,
      inboxLibraryCount: 5,
      inboxWatchedCount: 3,
      clipsToRecordCount: 2,
      programsForApprovalCount: 2,
      assetReqToRecordCount: 1,
      deliverablesCount: 3,
      newBioProgramsCount: 1,
      directoryCount: 6,
    });
    expect(manager.searchFilters?.files?.filterList).toContain('All files');
    expect(manager.searchFilters?.footage?.gridColumnsList).toContain('Duration');
    expect(await counts(await t.login('multi@acme.test'))).toMatchObject({
      inboxNewCount: 2,
      inboxLibraryCount: 4,
      inboxWatchedCount: 2,
      clipsToRecordCount: 3,
      programsForApprovalCount: 1,
      assetReqToRecordCount: 2,
      deliverablesCount: 1,
      newBioProgramsCount: 1,
    });
  });

  it('gives multi other counts in Acme West, and never Initech’s', async () => {
    const west = await counts(await t.login('multi@acme.test', { customerId: '2' }));
    expect(west).toMatchObject({
      inboxNewCount: 1,
      inboxLibraryCount: 1,
      inboxWatchedCount: 0,
      clipsToRecordCount: 1,
      programsForApprovalCount: 0,
      assetReqToRecordCount: 0,
      deliverablesCount: 0,
      newBioProgramsCount: 0,
      directoryCount: 1,
    });
  });

  it('uses an organisation’s own search filters where it has them', async () => {
    const globex = await counts(await t.login('creator@globex.test'));
    expect(globex.searchFilters?.footage?.filterList).toEqual(['All footage', 'Recorded by me', 'Consent on file']);
    expect(globex.searchFilters?.files?.filterList).toContain('All files');
    expect(globex).toMatchObject({
      inboxNewCount: 1,
      inboxWatchedCount: 1,
      newBioProgramsCount: 1,
      clipsToRecordCount: 1,
      directoryCount: 0,
    });
  });

  it('follows the content: viewing a program moves it from new to watched', async () => {
    const viewer = await t.login('viewer@acme.test');
    const before = await counts(viewer);
    await t.ctx.db.query(
      `UPDATE program_recipients SET viewed_at = now()
        WHERE customer_user_id = $1 AND program_id = (SELECT id FROM programs WHERE title = 'Q3 launch recap')`,
      [cuid(viewer)],
    );
    const after = await counts(viewer);
    expect(after.inboxNewCount).toBe(before.inboxNewCount - 1);
    expect(after.inboxWatchedCount).toBe(before.inboxWatchedCount + 1);
  });

  it('is read in the session’s own statement, one round trip, and equals what the live stream sends', async () => {
    const login = await t.login('multi@acme.test', { customerId: '2' });
    const statements = countStatements(t.ctx.db);
    try {
      const answered = await counts(login);
      expect(statements.count).toBe(1);
      expect(answered).toEqual(await readMenuCounts(t.ctx.db, cuid(login), 2));
    } finally {
      statements.restore();
    }
  });

  it('refuses another member’s customerUserId (403) and the support role', async () => {
    const manager = await t.login('manager@acme.test');
    const creator = await t.login('creator@acme.test');
    const globex = await t.login('viewer@globex.test');
    for (const other of [creator, globex]) {
      const answer = await t.call(API_PATHS.getMenuNotificationCount, manager.access_token, { customerUserId: cuid(other) });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        status: 'Error',
        clientResponse: null,
        errorMessage: 'customerUserId is not the signed-in customer profile',
        code: 'forbidden',
      });
    }
    const support = await t.login('support@takeflow.test');
    const answer = await t.call(API_PATHS.getMenuNotificationCount, support.access_token, { customerUserId: 1 });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errorMessage).toBe('Counts are not available for this role');
  });

  it('refuses multi’s own Acme Media profile id while signed in to Acme West', async () => {
    const media = await t.login('multi@acme.test');
    const west = await t.login('multi@acme.test', { customerId: '2' });
    const answer = await t.call(API_PATHS.getMenuNotificationCount, west.access_token, { customerUserId: cuid(media) });
    expect(answer.statusCode).toBe(403);
  });
});

describe('role/getRolePermissions', () => {
  it('answers the permissions of the caller’s roles and records the client details', async () => {
    const multi = await t.login('multi@acme.test');
    const answer = await t.call(API_PATHS.getRolePermissions, multi.access_token, {
      isLoggedInFromMobile: false,
      clientDetails: {
        browserName: 'Chrome',
        browserVersion: '131.0',
        operatingSystem: 'macOS',
        geoLocation: { latitude: 30.27, longitude: -97.74 },
      },
    });
    expect(answer.statusCode).toBe(200);
    const vo = answer.json().clientResponse.rolePermissionVO as { roleId: number; permissions: string[] }[];
    expect(vo.map((r) => r.roleId)).toEqual([ROLE.creator, ROLE.manager]);
    expect(vo[1]?.permissions).toEqual(expect.arrayContaining(['approval.program', 'storyboard.manage', 'task.deliverable']));
    expect(vo[0]?.permissions).not.toContain('approval.program');
    const [event] = await t.ctx.db.query<Record<string, unknown>>(
      'SELECT * FROM login_events WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      ['multi@acme.test'],
    );
    expect(event).toMatchObject({ customer_id: 1, is_mobile: false, browser_name: 'Chrome', operating_system: 'macOS', latitude: 30.27 });
  });

  it('validates the client details', async () => {
    const viewer = await t.login('viewer@acme.test');
    const answer = await t.call(API_PATHS.getRolePermissions, viewer.access_token, {
      isLoggedInFromMobile: 'no',
      clientDetails: { browserName: 'Chrome', browserVersion: '1', operatingSystem: 'x' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: 'Error',
      clientResponse: null,
      errorMessage: 'body/clientRequest/isLoggedInFromMobile must be boolean',
      code: 'validation',
      fields: [{ field: 'isLoggedInFromMobile', code: 'type' }],
    });
  });
});

describe('common/getUploadSignature', () => {
  const policyOf = (form: { Policy: string }) =>
    JSON.parse(Buffer.from(form.Policy, 'base64').toString()) as { expiration: string; conditions: unknown[] };

  it('signs one exact, fresh key under the current organisation, one content type and a size cap, for 15 minutes', async () => {
    const west = await t.login('multi@acme.test', { customerId: '2' });
    const answer = await t.call(API_PATHS.getUploadSignature, west.access_token);
    expect(answer.statusCode).toBe(200);
    const form = answer.json().clientResponse;
    expect(form.key).toMatch(new RegExp(`^customers/2/uploads/${west.userUUID}/[0-9a-f-]{36}$`));
    expect(form['Content-Type']).toBe('video/mp4');
    expect(form['X-Amz-Algorithm']).toBe('AWS4-HMAC-SHA256');
    expect(form['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = policyOf(form);
    expect(policy.conditions).toContainEqual(['eq', '$key', form.key]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'video/mp4']);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 ** 3]);
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    expect(Date.parse(policy.expiration) - t.clock.now().getTime()).toBe(15 * 60 * 1000);
    // Another upload gets another key.
    const again = (await t.call(API_PATHS.getUploadSignature, west.access_token)).json().clientResponse;
    expect(again.key).not.toBe(form.key);
    const file = (
      await t.call(API_PATHS.getUploadSignature, west.access_token, { purpose: 'file', contentType: 'application/pdf' })
    ).json();
    expect(policyOf(file.clientResponse).conditions).toContainEqual(['content-length-range', 1, 500 * 1024 ** 2]);
    // A video among the files: processed and played as footage is, under the files' size cap.
    const video = (await t.call(API_PATHS.getUploadSignature, west.access_token, { purpose: 'file', contentType: 'video/webm' })).json();
    expect(policyOf(video.clientResponse).conditions).toContainEqual(['eq', '$Content-Type', 'video/webm']);
    expect(policyOf(video.clientResponse).conditions).toContainEqual(['content-length-range', 1, 500 * 1024 ** 2]);
  });

  it('refuses a content type the purpose does not allow', async () => {
    const manager = await t.login('manager@acme.test');
    const answer = await t.call(API_PATHS.getUploadSignature, manager.access_token, { purpose: 'file', contentType: 'text/html' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessage).toMatch(/^contentType must be one of application\/pdf/);
  });

  it('refuses a viewer footage or files; a viewer may upload only a recording for their task', async () => {
    const viewer = await t.login('viewer@acme.test');
    for (const clientRequest of [{}, { purpose: 'footage' }, { purpose: 'file', contentType: 'application/pdf' }]) {
      const refused = await t.call(API_PATHS.getUploadSignature, viewer.access_token, clientRequest);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().clientResponse).toBeNull();
    }
    const [open] = await t.ctx.db.query<{ id: number }>("SELECT id FROM recording_tasks WHERE title = 'Record a 30-second hello'");
    const task = await t.call(API_PATHS.getUploadSignature, viewer.access_token, {
      purpose: 'taskRecording',
      contentType: 'video/webm',
      taskId: open!.id,
    });
    expect(task.statusCode).toBe(200);
    expect(policyOf(task.json().clientResponse).conditions).toContainEqual(['content-length-range', 1, 2 * 1024 ** 3]);
  });

  it('refuses the support role, which has no organisation', async () => {
    const support = await t.login('support@takeflow.test');
    expect((await t.call(API_PATHS.getUploadSignature, support.access_token)).statusCode).toBe(403);
  });
});
