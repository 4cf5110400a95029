import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaProcessingError, MediaProcessingState } from '../../../contract';
import type { ProcessingConfig } from '../../config';
import type { Db } from '../../db/port';
import type { LiveNotice } from '../../live/notice';
import type { ObjectFiles } from '../objectFiles';
import { makePosters, makeStoryboard, POSTER_FILES, SPRITE_FILES } from './artwork';
import { derivedKeyOf, removeDerived, storeDerived } from './derivedObjects';
import { probe, Refusal, validate } from './probe';
import {
  finishFailed,
  finishReady,
  loadProcessing,
  saveDerived,
  saveProbe,
  setProgress,
  startAttempt,
  type ProcessingRow,
} from './processingRepository';
import { RETRY_LIMIT } from './queue';
import { firstRung, rungsFor, transcodeAudio, transcodeVideo, writeMaster, type Rendition } from './transcode';
import type { MediaTools } from './tools';

export interface ProcessingDeps {
  db: Db;
  files: ObjectFiles;
  tools: MediaTools;
  limits: ProcessingConfig;
  /** The CDN address of a key (server/media/objectUrl.ts). */
  urlOf: (key: string) => string;
  publish: (notice: LiveNotice) => Promise<void>;
  /** Where a job's scratch directory is made; the system's temporary directory by default. */
  scratchDir?: string;
}

/** Progress is published in steps of this many percent, not on every ffmpeg report. */
const PUBLISH_STEP = 5;

/**
 * How far each stage takes the item, in percent: the renditions are the bulk of the work. With a
 * ladder of several rungs the first rendition is made alone, and the item plays from there on.
 */
const STAGES = {
  alone: { first: 85, posters: 92, ladder: 92 },
  ladder: { first: 30, posters: 35, ladder: 90 },
} as const;
const STORYBOARD_DONE = 99;

export type Outcome = 'ready' | 'refused' | 'skipped';

/**
 * Processes one stored original, start to end. Every step writes the same keys and the same row,
 * so a rerun (a retry, a worker killed mid-job and its job picked up by another) gives the same
 * result; an original already processed at its current ETag is left alone, so a job delivered
 * twice is done once. A refusal (not media, truncated, over a limit) is final and leaves no
 * derived object; any other error is thrown for the queue to retry, and the last attempt marks
 * the item failed.
 */
export async function processItem(deps: ProcessingDeps, key: string): Promise<Outcome> {
  const row = await loadProcessing(deps.db, key);
  // Deleted since it was queued, or already made from these very bytes.
  if (row === null) return 'skipped';
  if (row.state === 'ready' && row.sourceEtag === row.etag) return 'skipped';
  await startAttempt(deps.db, key);
  const notify = notifier(deps, row);
  await notify('processing', 0, true);
  const scratch = await fs.promises.mkdtemp(path.join(deps.scratchDir ?? os.tmpdir(), 'takeflow-media-'));
  try {
    // The input is a copy of the stored object, named by us: nothing in the upload chooses a path.
    const input = path.join(scratch, 'input');
    await fs.promises.copyFile(deps.files.pathOf(row.customerId, key), input);
    const facts = await probe(deps.tools, input, row.size);
    await saveProbe(deps.db, key, { ...facts, probe: facts });
    validate(facts, row.purpose, row.size, deps.limits);
    const out = path.join(scratch, 'out');
    await fs.promises.mkdir(out);
    const store = async (names: string[]) => {
      const keys = names.map((name) => derivedKeyOf(row.customerId, key, name));
      for (const [i, name] of names.entries()) await storeDerived(deps.db, deps.files, row.customerId, keys[i]!, path.join(out, name));
      return keys;
    };
    const keep = async (added: string[], columns: Parameters<typeof saveDerived>[3], progress: number) => {
      if (await saveDerived(deps.db, key, added, columns, progress)) return;
      // The item was deleted meanwhile: what was just stored for it goes too.
      await removeDerived(deps.db, deps.files, row.customerId, added);
      throw new ItemGone();
    };

    if (facts.kind === 'image') {
      await makePosters(deps.tools, input, out, facts);
      const [thumbnail, poster, webp] = await store([POSTER_FILES.thumbnail, POSTER_FILES.poster, POSTER_FILES.webp]);
      await keep([thumbnail!, poster!, webp!], { thumbnail_key: thumbnail!, poster_key: poster! }, STAGES.alone.posters);
    } else if (facts.kind === 'audio') {
      const renditions = await transcodeAudio(deps.tools, input, out, facts, progressTo(notify, 0, STAGES.alone.first));
      const master = writeMaster(out, renditions, MASTER);
      await keepStream(store, keep, renditions, master, STAGES.alone.first);
      await notify('processing', STAGES.alone.first, true);
    } else {
      const rungs = rungsFor(facts, deps.limits.ladder);
      const first = firstRung(rungs);
      const rest = rungs.filter((height) => height !== first);
      const stages = rest.length === 0 ? STAGES.alone : STAGES.ladder;
      // The first rendition alone, playable as soon as it is stored.
      const made = await transcodeVideo(deps.tools, input, out, facts, [first], true, progressTo(notify, 0, stages.first));
      await keepStream(store, keep, made, writeMaster(out, made, rest.length === 0 ? MASTER : FIRST_MASTER), stages.first);
      await notify('processing', stages.first, true);
      await makePosters(deps.tools, input, out, facts);
      const [thumbnail, poster] = await store([POSTER_FILES.thumbnail, POSTER_FILES.poster]);
      await keep([thumbnail!, poster!], { thumbnail_key: thumbnail!, poster_key: poster! }, stages.posters);
      await notify('processing', stages.posters, true);
      if (rest.length > 0) {
        const others = await transcodeVideo(deps.tools, input, out, facts, rest, false, progressTo(notify, stages.posters, stages.ladder));
        await keepStream(store, keep, others, writeMaster(out, [...made, ...others], MASTER), stages.ladder);
        await notify('processing', stages.ladder, true);
      }
      const spriteKey = derivedKeyOf(row.customerId, key, SPRITE_FILES.sprite);
      await makeStoryboard(deps.tools, input, out, facts, deps.urlOf(spriteKey));
      const [sprite, index] = await store([SPRITE_FILES.sprite, SPRITE_FILES.index]);
      await keep([sprite!, index!], { previews_key: index! }, STORYBOARD_DONE);
    }
    await finishReady(deps.db, key, row.etag);
    await notify('ready', 100, true);
    return 'ready';
  } catch (error) {
    if (error instanceof ItemGone) return 'skipped';
    const final = error instanceof Refusal || row.attempts + 1 > RETRY_LIMIT;
    if (!final) {
      await setProgress(deps.db, key, 0);
      throw error;
    }
    const code = error instanceof Refusal ? error.code : 'failed';
    await refuse(deps, row, code);
    await notify('failed', 0, true, code);
    return 'refused';
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

class ItemGone extends Error {}

/** The whole ladder's master playlist, and the one naming the first rendition alone until the ladder is made. */
const MASTER = 'master.m3u8';
const FIRST_MASTER = 'start.m3u8';

type Store = (names: string[]) => Promise<string[]>;
type Keep = (added: string[], columns: Parameters<typeof saveDerived>[3], progress: number) => Promise<void>;

/** Stores renditions, then their master playlist last, once everything it names is stored: the item plays from there. */
async function keepStream(store: Store, keep: Keep, renditions: readonly Rendition[], master: string, progress: number): Promise<void> {
  const keys = await store([...renditions.flatMap((r) => [r.media, r.playlist]), master]);
  await keep(keys, { stream_key: keys[keys.length - 1]! }, progress);
}

/** ffmpeg's fraction done, as the item's progress between two stages. */
function progressTo(notify: ReturnType<typeof notifier>, from: number, to: number) {
  return (fraction: number) => {
    // A lost progress report only delays the next one: it must not fail the transcode.
    notify('processing', Math.floor(from + fraction * (to - from)), false).catch(() => undefined);
  };
}

/** Nothing half-made is kept: every derived object but the captions goes. */
async function refuse(deps: ProcessingDeps, row: ProcessingRow, code: Refusal['code']): Promise<void> {
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
function notifier(deps: ProcessingDeps, row: ProcessingRow) {
  let published = -PUBLISH_STEP;
  let last: Promise<void> = Promise.resolve();
  return (state: MediaProcessingState, progress: number, always: boolean, error: MediaProcessingError | null = null) => {
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
