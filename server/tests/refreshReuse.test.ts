import { API_PATHS, ERROR_MESSAGES, type TokenResponse } from '../../contract';
import type { FastifyInstance } from 'fastify';
import { appForFile } from '../testing/testApp';

// The reuse window of refresh rotation (server/README.md, Refresh tokens): a retry after a lost
// answer gets the same successor; any other reuse still revokes the login.
const t = appForFile();

const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
  t.token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'takeflow-web', ...extra });
const rotate = async (refreshToken: string, extra: Record<string, string> = {}) => {
  const answer = await refresh(refreshToken, extra);
  expect(answer.statusCode).toBe(200);
  return answer.json<TokenResponse>();
};
/** The same refresh, sent to another server on the database (one that started later). */
const refreshOn = (server: { app: FastifyInstance }, refreshToken: string) =>
  server.app.inject({
    method: 'POST',
    url: API_PATHS.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'takeflow-web' }).toString(),
  });
const profiles = (accessToken: string) => t.call(API_PATHS.getCustomerProfiles, accessToken);
const invalid = { error: 'invalid_grant', error_description: ERROR_MESSAGES.invalidRefreshToken };
const windowMs = () => t.config.refreshReuseWindowSeconds * 1000;

describe('refresh reuse window', () => {
  it('answers the same token twice within the window with the same new token twice', async () => {
    const login = await t.login('manager@acme.test');
    const lost = await rotate(login.refresh_token);
    t.clock.advance(windowMs() - 1000);
    const retried = await rotate(login.refresh_token);
    expect(retried.refresh_token).toBe(lost.refresh_token);
    expect(retried.access_token).not.toBe(lost.access_token);
    expect(retried.additionalDetails.CustomerDetails?.customerId).toBe(1);
    // Both access tokens work and the session carries on from the one successor.
    expect((await profiles(lost.access_token)).statusCode).toBe(200);
    expect((await profiles(retried.access_token)).statusCode).toBe(200);
    const next = await rotate(retried.refresh_token);
    expect(next.refresh_token).not.toBe(retried.refresh_token);
  });

  it('revokes the family when the token comes back after its successor was used', async () => {
    const login = await t.login('creator@acme.test');
    const successor = await rotate(login.refresh_token);
    const afterSuccessor = await rotate(successor.refresh_token);
    const replay = await refresh(login.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(invalid);
    expect((await refresh(afterSuccessor.refresh_token)).json()).toEqual(invalid);
    expect((await profiles(afterSuccessor.access_token)).json()).toMatchObject({ status: 'Error', errorMessage: 'Session has ended' });
  });

  it('revokes the family when the token comes back after the window', async () => {
    const login = await t.login('viewer@acme.test');
    const successor = await rotate(login.refresh_token);
    t.clock.advance(windowMs() + 1000);
    expect((await refresh(login.refresh_token)).json()).toEqual(invalid);
    // The unused successor dies with its family.
    expect((await refresh(successor.refresh_token)).json()).toEqual(invalid);
    expect((await profiles(successor.access_token)).statusCode).toBe(401);
  });

  it('answers a retry after a restart longer than the window, from the new server', async () => {
    const login = await t.login('creator@acme.test');
    // Rotated just before the crash: the answer never reached the client.
    const lost = await rotate(login.refresh_token);
    t.clock.advance(windowMs() + 3000);
    // The server that comes back, on the same database, 13 s later.
    const restarted = await t.peer();
    const retry = await refreshOn(restarted, login.refresh_token);
    expect(retry.statusCode).toBe(200);
    const retried = retry.json<TokenResponse>();
    expect(retried.refresh_token).toBe(lost.refresh_token);
    // The login goes on from the one successor.
    expect((await profiles(retried.access_token)).statusCode).toBe(200);
    const next = await rotate(retried.refresh_token);
    expect((await profiles(next.access_token)).statusCode).toBe(200);
    // Once the successor was used, the old token is a replay even right after a start.
    const replay = await refreshOn(restarted, login.refresh_token);
    expect(replay.json()).toEqual(invalid);
    expect((await refresh(next.refresh_token)).json()).toEqual(invalid);
    expect((await profiles(next.access_token)).json()).toMatchObject({ status: 'Error', errorMessage: 'Session has ended' });
  });

  it('revokes the family when a token rotated before a restart comes back after the window from the start', async () => {
    const login = await t.login('viewer@acme.test');
    const successor = await rotate(login.refresh_token);
    t.clock.advance(windowMs() + 3000);
    const restarted = await t.peer();
    t.clock.advance(windowMs() + 1000);
    expect((await refreshOn(restarted, login.refresh_token)).json()).toEqual(invalid);
    expect((await refresh(successor.refresh_token)).json()).toEqual(invalid);
  });

  it('repeats an organisation switch for its retry and keeps the new organisation', async () => {
    const login = await t.login('multi@acme.test');
    const switched = await rotate(login.refresh_token, { customerId: '2' });
    const retried = await rotate(login.refresh_token, { customerId: '2' });
    expect(retried.refresh_token).toBe(switched.refresh_token);
    expect(retried.additionalDetails.CustomerDetails).toMatchObject({ customerId: 2, name: 'Acme West' });
    // A retry naming another organisation than the one the rotation chose is refused, and
    // refusing it revokes nothing.
    expect((await refresh(login.refresh_token, { customerId: '1' })).json()).toEqual(invalid);
    expect((await rotate(switched.refresh_token)).additionalDetails.CustomerDetails?.customerId).toBe(2);
  });

  it('never revives a family revoked by logout', async () => {
    const login = await t.login('admin@acme.test');
    await rotate(login.refresh_token);
    const revoked = await t.inject({
      method: 'POST',
      url: API_PATHS.revoke,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: login.refresh_token, client_id: 'takeflow-web' }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await refresh(login.refresh_token)).json()).toEqual(invalid);
  });
});
