import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaProcessingError } from '../../../contract';
import { derivedKeyOf, removeDerived, storeDerived } from './derivedObjects';
import { Refusal } from './probe';
import {
  finishFailed,
  finishReady,
  isReadyFrom,
  loadProbe,
  loadProcessing,
  saveDerived,
  setProgress,
  startAttempt,
  type ProcessingRow,
} from './processingRepository';
import { RETRY_LIMIT } from './queue';
import { firstStage, ladderStage, type ItemWork, type Notify, type ProcessingDeps } from './stages';
import { transcribe } from './transcribe';
import { versionProcessed } from '../render/versionProcessed';

export type { ProcessingDeps };

/** Progress is published in steps of this many percent, not on every ffmpeg report. */
const PUBLISH_STEP = 5;

export type Stage = 'first' | 'ladder';
export type Outcome = 'ready' | 'continued' | 'refused' | 'skipped';

/**
 * Processes one stored original: its first stage (the probe and its first playable output), and
 * for a video of several rungs a second job for the rest of the ladder (stages.ts). Every step
 * writes the same keys and the same row, so a rerun (a retry, a worker killed mid-job and its job
 * picked up by another) gives the same result; an original already processed at its current ETag
 * is left alone, so a job delivered twice is done once. A refusal (not media, truncated, over a
 * limit) is final and leaves no derived object; any other error is thrown for the queue to retry,
 * and the last attempt marks the item failed.
 */
export async function processItem(
  deps: ProcessingDeps,
  key: string,
  job: { stage: Stage; etag?: string; retryCount: number } = { stage: 'first', retryCount: 0 },
): Promise<Outcome> {
  const row = await loadProcessing(deps.db, key);
  // Deleted since it was queued, or already made from these very bytes.
  if (row === null) return 'skipped';
  if (job.stage === 'first') {
    // Ready from these bytes (a job delivered twice, or retried after its ladder finished) stays ready.
    if (!(await startAttempt(deps.db, key, row.etag))) return 'skipped';
  } else if (row.state !== 'processing' || row.etag !== job.etag) {
    // The ladder continues the first stage of these very bytes: not an item since finished,
    // refused, or uploaded again.
    return 'skipped';
  }
  const notify = notifier(deps, row);
  if (job.stage === 'first') await notify('processing', 0, true);
  const scratch = await fs.promises.mkdtemp(path.join(deps.scratchDir ?? os.tmpdir(), 'takeflow-media-'));
  try {
    // The input is a copy of the stored object, named by us: nothing in the upload chooses a path.
    const input = path.join(scratch, 'input');
    await fs.promises.copyFile(deps.files.pathOf(row.customerId, key), input);
    const out = path.join(scratch, 'out');
    await fs.promises.mkdir(out);
    const work = workOn(deps, row, input, out, notify);
    if (job.stage === 'ladder') await ladderStage(work);
    else if (!(await firstStage(work))) {
      // A retried first job can end after the ladder of the same bytes made the item ready: its
      // last word is then that the item is ready, not where the first job stood.
      if (await isReadyFrom(deps.db, key, row.etag)) {
        await notify('ready', 100, true);
        return 'ready';
      }
      await deps.continueLater(key, row.etag);
      return 'continued';
    }
    // Generated captions come last, once the item plays as a whole (transcribe.ts).
    await transcribe(work, await loadProbe(deps.db, key));
    await finishReady(deps.db, key, row.etag);
    await notify('ready', 100, true);
    // A program's rendered version is ready once its video is (server/media/render).
    await versionProcessed(deps.db, deps.publish, key, 'ready');
    return 'ready';
  } catch (error) {
    if (error instanceof ItemGone) return 'skipped';
    const lastTry = job.stage === 'first' ? row.attempts + 1 > RETRY_LIMIT : job.retryCount >= RETRY_LIMIT;
    if (!(error instanceof Refusal) && !lastTry) {
      // A retried ladder leaves the item playable from its first rendition meanwhile.
      if (job.stage === 'first') await setProgress(deps.db, key, 0);
      throw error;
    }
    const code = error instanceof Refusal ? error.code : 'failed';
    await refuse(deps, row, code);
    await notify('failed', 0, true, code);
    await versionProcessed(deps.db, deps.publish, key, 'failed');
    return 'refused';
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

class ItemGone extends Error {}

function workOn(deps: ProcessingDeps, row: ProcessingRow, input: string, out: string, notify: Notify): ItemWork {
  return {
    deps,
    row,
    input,
    out,
    notify,
    async store(names) {
      const keys = names.map((name) => derivedKeyOf(row.customerId, row.key, name));
      for (const [i, name] of names.entries()) await storeDerived(deps.db, deps.files, row.customerId, keys[i]!, path.join(out, name));
      return keys;
    },
    async keep(added, columns, progress, stream) {
      if (await saveDerived(deps.db, row.key, added, columns, progress, stream)) return;
      // The item was deleted meanwhile: what was just stored for it goes too.
      await removeDerived(deps.db, deps.files, row.customerId, added);
      throw new ItemGone();
    },
  };
}

/** Nothing half-made is kept: every derived object but the captions goes. */
async function refuse(deps: ProcessingDeps, row: ProcessingRow, code: MediaProcessingError): Promise<void> {
  const current = await loadProcessing(deps.db, row.key);
  const made = await deps.db.query<{ key: string }>(
    `SELECT k AS key FROM media_processing p, unnest(p.derived_keys) k
      WHERE p.key = $1 AND k NOT IN (SELECT c->>'key' FROM jsonb_array_elements(p.captions) c)`,
    [row.key],
  );
  await finishFailed(deps.db, row.key, code, current?.etag ?? row.etag);
  await removeDerived(
    deps.db,
    deps.files,
    row.customerId,
    made.map((m) => m.key),
  );
}

/**
 * Publishes where the item stands. Reports go out one after the other in the order they were
 * made: a progress report of the transcode, made without waiting, must not reach the uploader
 * after the final one (a bar stuck short of full on a ready item).
 */
function notifier(deps: ProcessingDeps, row: ProcessingRow): Notify {
  let published = -PUBLISH_STEP;
  let last: Promise<void> = Promise.resolve();
  return (state, progress, always, error = null) => {
    if (!always && progress < published + PUBLISH_STEP) return last;
    published = progress;
    const report = async () => {
      if (state === 'processing' && !always) await setProgress(deps.db, row.key, progress);
      await deps.publish({ t: 'media', c: row.customerId, u: row.ownerId, k: row.key, s: state, p: progress, e: error });
    };
    // A failed report does not hold up the next one; the caller still learns of its own failure.
    const next = last.then(report, report);
    last = next.catch(() => undefined);
    return next;
  };
}
