import { API_PATHS, type TokenResponse } from '../../contract';
import { postForm, postJson, type Answer } from './serverProcess';

/**
 * The write load of the crash test: password changes and refresh rotations, each remembering
 * what the server acknowledged and what was still in flight when the connection broke.
 */
export interface PasswordUser {
  username: string;
  /** The password the server last acknowledged (or proved after a restart). */
  current: string;
  /** A change sent but not answered: it may or may not have been committed. */
  pending: string | null;
  /** Sessions of this round: the one changing the password, and one on another device. */
  session: TokenResponse | null;
  otherDevice: string | null;
  passwordAtRoundStart: string;
  acks: number;
}

export interface RefreshChain {
  current: string;
  used: string[];
  /** A rotation of `current` was sent and not answered. */
  inFlight: boolean;
  acks: number;
}

export const CLIENT_ID = 'takeflow-web';

export const passwordGrant = (port: number, username: string, password: string) =>
  postForm(port, API_PATHS.token, { grant_type: 'password', username, password, client_id: CLIENT_ID });

export const refreshGrant = (port: number, token: string) =>
  postForm(port, API_PATHS.token, { grant_type: 'refresh_token', refresh_token: token, client_id: CLIENT_ID });

export async function signIn(port: number, username: string, password: string): Promise<TokenResponse> {
  const answer = await passwordGrant(port, username, password);
  if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as TokenResponse;
}

/** Runs every worker until the connection breaks or `stopped()`; a refusal fails the test. */
export function runLoad(port: number, users: PasswordUser[], chains: RefreshChain[], round: number, stopped: () => boolean): Promise<void> {
  const changes = users.map(async (user, index) => {
    for (let n = 1; !stopped(); n += 1) {
      const next = `Crash-${round}-${index}-${n}-Pw!`;
      user.pending = next;
      let answer: Answer;
      try {
        answer = await postJson(port, API_PATHS.changePassword, user.session?.access_token ?? '', {
          clientRequest: { currentPassword: user.current, newPassword: next },
        });
      } catch {
        return; // killed: the change is in doubt
      }
      if (answer.status !== 200) throw new Error(`password change of ${user.username} refused: ${answer.body}`);
      user.current = next;
      user.pending = null;
      user.acks += 1;
    }
  });
  const rotations = chains.map(async (chain) => {
    while (!stopped()) {
      chain.inFlight = true;
      let answer: Answer;
      try {
        answer = await refreshGrant(port, chain.current);
      } catch {
        return; // killed: the rotation is in doubt
      }
      if (answer.status !== 200) throw new Error(`rotation refused: ${answer.body}`);
      chain.used.push(chain.current);
      chain.current = (JSON.parse(answer.body) as TokenResponse).refresh_token;
      chain.inFlight = false;
      chain.acks += 1;
    }
  });
  return Promise.all([...changes, ...rotations]).then(() => undefined);
}

/** Starts this round's sessions: one changing each password, one on another device, and the chains. */
export async function prepareRound(port: number, users: PasswordUser[], chainUser: string, chainCount: number): Promise<RefreshChain[]> {
  for (const user of users) {
    user.session = await signIn(port, user.username, user.current);
    user.otherDevice = (await signIn(port, user.username, user.current)).refresh_token;
    user.passwordAtRoundStart = user.current;
  }
  const chains: RefreshChain[] = [];
  for (let i = 0; i < chainCount; i += 1) {
    chains.push({ current: (await signIn(port, chainUser, 'Demo-2026!')).refresh_token, used: [], inFlight: false, acks: 0 });
  }
  return chains;
}
