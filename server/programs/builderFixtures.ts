import type { TokenResponse } from '../../contract';
import { PROGRAMS_CALLS } from '../../contract/calls';
import type { ProgramEditor } from '../../contract/schemas/programs';
import { storedUpload } from '../testing/storedUpload';
import type { TestApp } from '../testing/testApp';

/** What the builder and bumper tests share: stored media of an organisation and the calls' answers. */
export const CALLS = {
  create: PROGRAMS_CALLS.createProgram.path,
  editor: PROGRAMS_CALLS.getProgramEditor.path,
  save: PROGRAMS_CALLS.saveProgramEdit.path,
  getBumpers: PROGRAMS_CALLS.getBumpers.path,
  setBumpers: PROGRAMS_CALLS.setBumpers.path,
};

/** A Footage item stored by the member, with the duration processing found when given one. */
export async function footageOf(
  t: TestApp,
  login: TokenResponse,
  fileName: string,
  durationSeconds: number | null = null,
): Promise<string> {
  const { key } = await storedUpload(t, login.access_token, 'footage', 'video/mp4', { fileName });
  if (durationSeconds !== null) {
    await t.ctx.db.query(
      `INSERT INTO media_processing (key, customer_id, state, progress, kind, duration_seconds)
       SELECT key, customer_id, 'ready', 100, 'video', $2 FROM media_objects WHERE key = $1
       ON CONFLICT (key) DO UPDATE SET state = 'ready', progress = 100, kind = 'video', duration_seconds = $2`,
      [key, durationSeconds],
    );
  }
  return key;
}

/** A file of the member's Files: an image unless another type is given. */
export async function fileOf(t: TestApp, login: TokenResponse, fileName: string, contentType = 'image/png'): Promise<string> {
  return (await storedUpload(t, login.access_token, 'file', contentType, { fileName })).key;
}

export async function createProgram(t: TestApp, login: TokenResponse, title = 'Spring campaign'): Promise<number> {
  const answer = await t.call(CALLS.create, login.access_token, { title, description: 'Three customers on the new line' });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: { programId: number } }>().clientResponse.programId;
}

export async function openEditor(t: TestApp, login: TokenResponse, programId: number): Promise<ProgramEditor> {
  const answer = await t.call(CALLS.editor, login.access_token, { programId });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: ProgramEditor }>().clientResponse;
}

export const programIdOf = async (t: TestApp, title: string): Promise<number> =>
  (await t.ctx.db.query<{ id: number }>('SELECT id FROM programs WHERE title = $1', [title]))[0]!.id;
