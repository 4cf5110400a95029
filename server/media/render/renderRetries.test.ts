import type { LiveNotice } from '../../live/notice';
import { ObjectFiles } from '../objectFiles';
import { chooseTools } from '../processing/tools';
import { appForFile } from '../../testing/testApp';
import { renderVersion, type RenderDeps } from './renderJob';
import { RENDER_RETRY_LIMIT } from './renderQueue';
import { draftProgram } from './renderTesting';
import { requestRender } from './requestRender';

/** A render that fails for another reason than its edit is retried; its last try fails the version. Both databases. */

const t = appForFile();

test('an ffmpeg failure is thrown for the queue to retry, the last try fails the version as renderFailed, and a later delivery is skipped', async () => {
  const told: LiveNotice[] = [];
  const deps: RenderDeps = {
    db: t.testDb.db,
    files: new ObjectFiles(t.config.media.objectsDir),
    // An ffmpeg that always fails: a crash, a full disk.
    tools: { ...chooseTools(t.config.media.processing), ffmpeg: '/bin/false' },
    publish: async (notice) => void told.push(notice),
    enqueueProcessing: async () => undefined,
  };
  // A title card needs no source: only the render itself can fail.
  const programId = await draftProgram(t.testDb.db, 'creator@acme.test', {
    intro: false,
    outro: false,
    items: [{ kind: 'title', id: 't', text: 'Hello', durationSeconds: 1 }],
  });
  const [member] = await t.testDb.db.query<{ author_id: number; customer_id: number }>(
    'SELECT author_id, customer_id FROM programs WHERE id = $1',
    [programId],
  );
  const asked = await requestRender(t.testDb.db, { customerUserId: member!.author_id, customerId: member!.customer_id }, programId, 1);
  expect(asked).toEqual({ outcome: 'queued', version: 1 });
  const job = { programId, version: 1 };
  const row = async () =>
    (await t.testDb.db.query('SELECT state, progress, error FROM program_versions WHERE program_id = $1 AND number = 1', [programId]))[0];

  for (let retry = 0; retry < RENDER_RETRY_LIMIT; retry++) {
    await expect(renderVersion(deps, job, retry)).rejects.toThrow(/exited/);
    expect(await row()).toEqual({ state: 'rendering', progress: 0, error: null });
  }
  expect(await renderVersion(deps, job, RENDER_RETRY_LIMIT)).toBe('failed');
  expect(await row()).toEqual({ state: 'failed', progress: 0, error: 'renderFailed' });
  expect(told.at(-1)).toMatchObject({ t: 'render', p: programId, v: 1, s: 'failed', e: 'renderFailed' });
  expect(await renderVersion(deps, job, 0)).toBe('skipped');
  const [program] = await t.testDb.db.query('SELECT current_version, media_key FROM programs WHERE id = $1', [programId]);
  expect(program).toEqual({ current_version: null, media_key: null });
});
