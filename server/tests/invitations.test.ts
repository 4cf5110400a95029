import { API_PATHS, ROLE, USER_ADMIN_PATHS } from '../../contract';
import { ALREADY_MEMBER, NOT_YOUR_INVITATION } from '../account/invitations';
import { LINK_INVALID, LINK_NEEDS_SSO } from '../account/setPassword';
import { refusalMessage } from '../access/routeAccess';
import { ROLE_ABOVE_YOURS } from '../admin/userRules';
import { linkToken } from '../testing/smtpListener';
import { appForFile } from '../testing/testApp';

const PUBLIC_URL = 'http://takeflow.local';
const PASSWORD = 'First-Password-2026';

const test = appForFile({ PUBLIC_URL }, { mail: true });

const invite = async (inviter: string, clientRequest: Record<string, unknown>) =>
  test.call(API_PATHS.inviteUser, (await test.login(inviter)).access_token, clientRequest);
const publicCall = (url: string, clientRequest: unknown) => test.inject({ method: 'POST', url, payload: { clientRequest } });
const members = async (customerId: number, username: string) =>
  (
    await test.testDb.db.query(
      'SELECT 1 FROM customer_users cu JOIN users u ON u.id = cu.user_id WHERE cu.customer_id = $1 AND u.username = $2',
      [customerId, username],
    )
  ).length;

describe('invitations', () => {
  it('a manager invites into the current organisation; the emailed link sets the first password, once', async () => {
    const answer = await invite('manager@acme.test', {
      email: 'dana@acme.test',
      displayName: 'Dana New',
      roleIds: [ROLE.viewer, ROLE.creator],
      language: 'fr',
    });
    expect(answer.statusCode).toBe(200);
    // Audited in the invitation's own transaction: who invited whom, with which roles.
    const records = await test.testDb.db.query<{
      actor_name: string;
      customer_id: number;
      subject_type: string;
      before: unknown;
      after: unknown;
    }>(`SELECT actor_name, customer_id, subject_type, before, after FROM audit_records WHERE action = 'user.invite'`);
    expect(records).toEqual([
      {
        actor_name: 'manager@acme.test',
        customer_id: 1,
        subject_type: 'membership',
        before: null,
        after: { username: 'dana@acme.test', displayName: 'Dana New', roleIds: [ROLE.creator, ROLE.viewer], newAccount: true },
      },
    ]);
    const mail = await test.smtp.next('dana@acme.test');
    expect(mail.subject).toBe('Invitation à rejoindre Acme Media sur Takeflow');
    expect(mail.text).toContain('7 jours');
    const token = linkToken(mail);
    // Before the link is used the account cannot sign in with any password.
    expect(
      (await test.token({ grant_type: 'password', username: 'dana@acme.test', password: '!invited', client_id: test.config.clientId }))
        .statusCode,
    ).toBe(400);
    const described = await publicCall(API_PATHS.checkAccountLink, { token });
    expect(described.json<{ clientResponse: { purpose: string; organisation: string } }>().clientResponse).toMatchObject({
      purpose: 'invitation',
      organisation: 'Acme Media',
      ssoRequired: false,
    });
    expect((await publicCall(API_PATHS.setPassword, { token, password: PASSWORD })).statusCode).toBe(200);
    const tokens = await test.token({
      grant_type: 'password',
      username: 'dana@acme.test',
      password: PASSWORD,
      client_id: test.config.clientId,
    });
    expect(tokens.json<{ userRoles: number[]; additionalDetails: { CustomerDetails: { customerId: number } } }>()).toMatchObject({
      userRoles: [ROLE.creator, ROLE.viewer],
      additionalDetails: { CustomerDetails: { customerId: 1 } },
    });
    expect(
      (await publicCall(API_PATHS.setPassword, { token, password: 'Second-Password-2026' })).json<{ errorMessage: string }>().errorMessage,
    ).toBe(LINK_INVALID);
    expect(
      (await invite('admin@acme.test', { email: 'DANA@acme.test', displayName: 'Dana', roleIds: [ROLE.viewer] })).json<{
        errorMessage: string;
      }>().errorMessage,
    ).toBe(ALREADY_MEMBER);
  });

  it('stays inside the caller’s organisation: another one named answers 403 and changes nothing', async () => {
    const refused = await invite('manager@acme.test', {
      email: 'eve@globex.test',
      displayName: 'Eve',
      roleIds: [ROLE.creator],
      customerId: 3,
    });
    expect(refused.statusCode).toBe(403);
    expect(await members(3, 'eve@globex.test')).toBe(0);
    const globex = await invite('creator@globex.test', { email: 'eve@globex.test', displayName: 'Eve', roleIds: [ROLE.creator] });
    expect(globex.statusCode).toBe(403);
    expect(globex.json<{ errorMessage: string }>().errorMessage).toBe(refusalMessage(['user.manage']));
    expect(await members(1, 'eve@globex.test')).toBe(0);
  });

  it('needs user.manage, refuses the global role, a role above the inviter’s and bad input; a refusal records nothing', async () => {
    expect((await invite('viewer@acme.test', { email: 'x@acme.test', displayName: 'X', roleIds: [ROLE.viewer] })).statusCode).toBe(403);
    expect((await invite('admin@acme.test', { email: 'x@acme.test', displayName: 'X', roleIds: [ROLE.superAdmin] })).statusCode).toBe(400);
    expect((await invite('admin@acme.test', { email: 'not an email', displayName: 'X', roleIds: [ROLE.viewer] })).statusCode).toBe(400);
    expect((await invite('admin@acme.test', { email: 'x@acme.test', displayName: '  ', roleIds: [ROLE.viewer] })).statusCode).toBe(400);
    expect((await invite('admin@acme.test', { email: 'x@acme.test', displayName: 'X', roleIds: [] })).statusCode).toBe(400);
    // A content manager grants creator and viewer, not manager (§6): the whole invitation is refused.
    const mixed = await invite('manager@acme.test', { email: 'x@acme.test', displayName: 'X', roleIds: [ROLE.viewer, ROLE.manager] });
    expect([mixed.statusCode, mixed.json<{ errorMessage: string }>().errorMessage]).toEqual([403, ROLE_ABOVE_YOURS]);
    expect(await members(1, 'x@acme.test')).toBe(0);
    expect(await test.testDb.db.query(`SELECT 1 FROM audit_records WHERE after->>'username' = 'x@acme.test'`)).toEqual([]);
  });

  it('expires after 7 days', async () => {
    await invite('admin@acme.test', { email: 'late@acme.test', displayName: 'Late', roleIds: [ROLE.viewer] });
    const token = linkToken(await test.smtp.next('late@acme.test'));
    test.clock.advance(7 * 24 * 3_600_000 + 1000);
    expect((await publicCall(API_PATHS.setPassword, { token, password: PASSWORD })).json<{ errorMessage: string }>().errorMessage).toBe(
      LINK_INVALID,
    );
  });

  it('offers single sign-on instead of a password when the organisation requires it', async () => {
    // The admin signed in before the organisation switched to single sign-on.
    const admin = await test.login('admin@acme.test');
    await test.testDb.db.query('UPDATE customers SET sso_required = true WHERE id = 1');
    try {
      await test.call(API_PATHS.inviteUser, admin.access_token, { email: 'sso@acme.test', displayName: 'Sso', roleIds: [ROLE.viewer] });
      const token = linkToken(await test.smtp.next('sso@acme.test'));
      expect(
        (await publicCall(API_PATHS.checkAccountLink, { token })).json<{ clientResponse: { ssoRequired: boolean } }>().clientResponse
          .ssoRequired,
      ).toBe(true);
      expect((await publicCall(API_PATHS.setPassword, { token, password: PASSWORD })).json<{ errorMessage: string }>().errorMessage).toBe(
        LINK_NEEDS_SSO,
      );
    } finally {
      await test.testDb.db.query('UPDATE customers SET sso_required = false WHERE id = 1');
    }
  });
});

describe('an account of another organisation', () => {
  const userIdOf = async (username: string) =>
    (await test.testDb.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
  const getUser = async (login: string, userId: number) =>
    (await test.call(USER_ADMIN_PATHS.getUser, (await test.login(login)).access_token, { userId })).statusCode;

  it('is never made a member without its owner: invited, it waits for them to accept signed in, and the link sets no password', async () => {
    const answer = await invite('manager@acme.test', { email: 'creator@globex.test', displayName: 'Gina', roleIds: [ROLE.viewer] });
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json<{ clientResponse: object }>().clientResponse)).toEqual(['expiresAt']);
    const gina = await userIdOf('creator@globex.test');
    expect(await members(1, 'creator@globex.test')).toBe(0);
    // Until it is accepted, Acme sees nothing of the account.
    expect(await getUser('admin@acme.test', gina)).toBe(404);
    const mail = await test.smtp.next('creator@globex.test');
    const token = linkToken(mail);
    expect(
      (await publicCall(API_PATHS.checkAccountLink, { token })).json<{ clientResponse: { purpose: string } }>().clientResponse,
    ).toMatchObject({ purpose: 'join', organisation: 'Acme Media' });
    expect((await publicCall(API_PATHS.setPassword, { token, password: PASSWORD })).json<{ errorMessage: string }>().errorMessage).toBe(
      LINK_INVALID,
    );
    // Nobody else accepts it.
    const accept = async (login: string) => test.call(API_PATHS.acceptInvitation, (await test.login(login)).access_token, { token });
    const stranger = await accept('viewer@acme.test');
    expect([stranger.statusCode, stranger.json<{ errorMessage: string }>().errorMessage]).toEqual([400, NOT_YOUR_INVITATION]);
    expect(await members(1, 'creator@globex.test')).toBe(0);
    // Its owner, signed in with the password that never changed, accepts: now a viewer of Acme too.
    const accepted = await accept('creator@globex.test');
    expect(accepted.json<{ clientResponse: unknown }>().clientResponse).toEqual({ organisationId: 1 });
    expect(await members(1, 'creator@globex.test')).toBe(1);
    expect(await getUser('admin@acme.test', gina)).toBe(200);
    expect((await accept('creator@globex.test')).statusCode).toBe(400);
  });

  it('is not revealed by useradmin/createUser: its owner gets an invitation to join, answered as an invitation', async () => {
    const made = await test.call(USER_ADMIN_PATHS.createUser, (await test.login('manager@acme.test')).access_token, {
      username: 'viewer@globex.test',
      displayName: 'Gus',
      roleIds: [ROLE.creator],
    });
    expect([made.statusCode, Object.keys(made.json<{ clientResponse: object }>().clientResponse)]).toEqual([200, ['expiresAt']]);
    expect(await members(1, 'viewer@globex.test')).toBe(0);
    // Its owner accepts by the emailed link alone; the password stays as it was.
    const token = linkToken(await test.smtp.next('viewer@globex.test'));
    const joined = await publicCall(API_PATHS.joinWithLink, { token });
    expect(joined.json<{ clientResponse: unknown }>().clientResponse).toEqual({ organisationId: 1 });
    expect(await members(1, 'viewer@globex.test')).toBe(1);
    expect((await test.login('viewer@globex.test')).access_token).toEqual(expect.any(String));
    expect((await publicCall(API_PATHS.joinWithLink, { token })).statusCode).toBe(400);
  });
});
