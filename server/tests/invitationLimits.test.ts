import { API_PATHS, ROLE } from '../../contract';
import { tooManyInvitations } from '../account/invitations';
import { appForFile } from '../testing/testApp';

/** Invitations carry organisation-chosen text to any address: at most INVITATIONS_PER_HOUR an hour (§6). */
const t = appForFile({ INVITATIONS_PER_HOUR: '3' });

const invite = async (inviter: string, email: string, extra: Record<string, string> = {}) => {
  const answer = await t.call(API_PATHS.inviteUser, (await t.login(inviter, extra)).access_token, {
    email,
    displayName: 'Invited',
    roleIds: [ROLE.viewer],
  });
  return [answer.statusCode, answer.json<{ errorMessage?: string | null }>().errorMessage ?? null];
};
const invitedAddresses = async () =>
  (await t.ctx.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM audit_records WHERE action = 'user.invite'`))[0]!.n;

describe('invitation limits', () => {
  it('stops an organisation, and a person inviting, at the hourly limit with a clear 429, and lets them go on an hour later', async () => {
    // multi@acme.test manages Acme (1) and Acme West (2): two into Acme, one into West.
    expect(await invite('multi@acme.test', 'a1@limits.test')).toEqual([200, null]);
    expect(await invite('multi@acme.test', 'a2@limits.test')).toEqual([200, null]);
    expect(await invite('multi@acme.test', 'w1@limits.test', { customerId: '2' })).toEqual([200, null]);
    // The person inviting reached 3 in the hour, though West has sent only one.
    expect(await invite('multi@acme.test', 'w2@limits.test', { customerId: '2' })).toEqual([429, tooManyInvitations(3)]);
    // Acme reaches 3 with another manager; then nobody in Acme invites.
    expect(await invite('manager@acme.test', 'a3@limits.test')).toEqual([200, null]);
    expect(await invite('admin@acme.test', 'a4@limits.test')).toEqual([429, tooManyInvitations(3)]);
    expect(Number(await invitedAddresses())).toBe(4);
    t.clock.advance(3_600_000 + 1000);
    expect(await invite('admin@acme.test', 'a4@limits.test')).toEqual([200, null]);
  });
});
