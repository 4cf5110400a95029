import { solveChallenge } from 'altcha-lib';
import { API_PATHS, type CaptchaChallenge } from '../../contract';
import type { TestApp } from './testApp';

/** Fetches a challenge from the app and solves it as the browser widget would. */
export async function solvedCaptcha(t: Pick<TestApp, 'inject'>): Promise<string> {
  const answer = await t.inject({ method: 'GET', url: API_PATHS.captchaChallenge });
  if (answer.statusCode !== 200) throw new Error(`challenge: ${answer.statusCode} ${answer.body}`);
  const challenge = answer.json<CaptchaChallenge>();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (solution === null) throw new Error('challenge not solvable');
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
