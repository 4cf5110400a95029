import fs from 'node:fs';
import type { MediaProcessingError, MediaProcessingState } from '../../../contract';
import type { ProcessingConfig } from '../../config';
import type { Db } from '../../db/port';
import type { LiveNotice } from '../../live/notice';
import type { ObjectFiles } from '../objectFiles';
import { makePosters, makeStoryboard, POSTER_FILES, SPRITE_FILES } from './artwork';
import { derivedKeyOf } from './derivedObjects';
import { probe, validate, type ProbeFacts } from './probe';
import { loadProbe, saveProbe, type ProcessingRow, type saveDerived, type StreamOf } from './processingRepository';
import type { MediaTools } from './tools';
import { FIRST_RENDITION, firstRung, rungsFor, transcodeAudio, transcodeVideo, writeMaster, type Rendition } from './transcode';

export interface ProcessingDeps {
  db: Db;
  files: ObjectFiles;
  tools: MediaTools;
  limits: ProcessingConfig;
  /** The CDN address of a key (server/media/objectUrl.ts). */
  urlOf: (key: string) => string;
  publish: (notice: LiveNotice) => Promise<void>;
  /** Queues the rest of a video's ladder, behind every upload's first rendition. */
  continueLater: (key: string, etag: string) => Promise<void>;
  /** Where a job's scratch directory is made; the system's temporary directory by default. */
  scratchDir?: string;
}

export type Notify = (state: MediaProcessingState, progress: number, always: boolean, error?: MediaProcessingError | null) => Promise<void>;

/** One job's hold on an item: its input copied into a scratch directory, and how to keep and report what it makes. */
export interface ItemWork {
  deps: ProcessingDeps;
  row: ProcessingRow;
  input: string;
  out: string;
  notify: Notify;
  /** Stores files of `out` as the item's derived objects; their keys. */
  store: (names: string[]) => Promise<string[]>;
  /** Adds stored objects to the item's row with the named columns and stream, at this progress. */
  keep: (added: string[], columns: Parameters<typeof saveDerived>[3], progress: number, stream?: StreamOf) => Promise<void>;
}

/**
 * How far each stage takes the item, in percent: the renditions are the bulk of the work. With a
 * ladder of several rungs the first rendition is made alone, and the item plays from there on.
 */
const STAGES = {
  alone: { first: 85, posters: 92 },
  ladder: { first: 30, posters: 35, ladder: 90 },
} as const;
const STORYBOARD_DONE = 99;

/** The whole ladder's master playlist, and the one naming the first rendition alone until the ladder is made. */
const MASTER = 'master.m3u8';
const FIRST_MASTER = 'start.m3u8';

/**
 * The first job of an item: the probe, then what makes it playable soonest — a picture's copies,
 * a sound's rendition, or a video's first rendition and its posters. True when the item is
 * complete; false when the rest of its ladder is left to a job of lower priority, so the next
 * upload's first rendition comes before it.
 */
export async function firstStage(work: ItemWork): Promise<boolean> {
  const { deps, row, input, out, notify } = work;
  const facts = await probe(deps.tools, input, row.size);
  await saveProbe(deps.db, row.key, { ...facts, probe: facts });
  validate(facts, row.purpose, row.size, deps.limits);
  if (facts.kind === 'image') {
    await makePosters(deps.tools, input, out, facts);
    const [thumbnail, poster, webp] = await work.store([POSTER_FILES.thumbnail, POSTER_FILES.poster, POSTER_FILES.webp]);
    await work.keep([thumbnail!, poster!, webp!], { thumbnail_key: thumbnail!, poster_key: poster! }, STAGES.alone.posters);
    return true;
  }
  if (facts.kind === 'audio') {
    const renditions = await transcodeAudio(deps.tools, input, out, facts, progressTo(notify, 0, STAGES.alone.first));
    await keepStream(work, renditions, writeMaster(out, renditions, MASTER), true, STAGES.alone.first);
    return true;
  }
  const rest = laterRungs(facts, deps.limits.ladder);
  const stages = rest.length === 0 ? STAGES.alone : STAGES.ladder;
  const made = await transcodeVideo(
    deps.tools,
    input,
    out,
    facts,
    [firstRung(rungsFor(facts, deps.limits.ladder))],
    true,
    progressTo(notify, 0, stages.first),
  );
  const whole = rest.length === 0;
  await keepStream(work, made, writeMaster(out, made, whole ? MASTER : FIRST_MASTER), whole, stages.first);
  await notify('processing', stages.first, true);
  await makePosters(deps.tools, input, out, facts);
  const [thumbnail, poster] = await work.store([POSTER_FILES.thumbnail, POSTER_FILES.poster]);
  await work.keep([thumbnail!, poster!], { thumbnail_key: thumbnail!, poster_key: poster! }, stages.posters);
  await notify('processing', stages.posters, true);
  if (!whole) return false;
  await storyboard(work, facts);
  return true;
}

/** The second job of a video: the other rungs in one pass, the whole ladder's master, the storyboard. */
export async function ladderStage(work: ItemWork): Promise<void> {
  const { deps, row, input, out, notify } = work;
  const facts = await loadProbe(deps.db, row.key);
  if (facts === null) throw new Error(`${row.key} has no probe facts for its ladder`);
  const first = readFirstRendition(deps.files.pathOf(row.customerId, derivedKeyOf(row.customerId, row.key, FIRST_MASTER)));
  const others = await transcodeVideo(
    deps.tools,
    input,
    out,
    facts,
    laterRungs(facts, deps.limits.ladder),
    false,
    progressTo(notify, STAGES.ladder.posters, STAGES.ladder.ladder),
  );
  await keepStream(work, others, writeMaster(out, [first, ...others], MASTER), true, STAGES.ladder.ladder);
  await notify('processing', STAGES.ladder.ladder, true);
  await storyboard(work, facts);
}

/** The rungs made after the first. */
function laterRungs(facts: ProbeFacts, ladder: readonly number[]): number[] {
  const rungs = rungsFor(facts, ladder);
  const first = firstRung(rungs);
  return rungs.filter((height) => height !== first);
}

async function storyboard(work: ItemWork, facts: ProbeFacts): Promise<void> {
  const { deps, row } = work;
  const spriteKey = derivedKeyOf(row.customerId, row.key, SPRITE_FILES.sprite);
  await makeStoryboard(deps.tools, work.input, work.out, facts, deps.urlOf(spriteKey));
  const [sprite, index] = await work.store([SPRITE_FILES.sprite, SPRITE_FILES.index]);
  await work.keep([sprite!, index!], { previews_key: index! }, STORYBOARD_DONE);
}

/**
 * Stores renditions, then their playlist last, once everything it names is stored: the item plays
 * from there. `whole` when it is the whole ladder's master, else the first rendition's alone.
 */
async function keepStream(
  work: ItemWork,
  renditions: readonly Rendition[],
  playlist: string,
  whole: boolean,
  progress: number,
): Promise<void> {
  const keys = await work.store([...renditions.flatMap((r) => [r.media, r.playlist]), playlist]);
  await work.keep(keys, {}, progress, { key: keys[keys.length - 1]!, etag: work.row.etag, whole });
}

/** The first rendition as its stored playlist describes it, for the whole ladder's master. */
function readFirstRendition(file: string): Rendition {
  const text = fs.readFileSync(file, 'utf8');
  const line = /#EXT-X-STREAM-INF:BANDWIDTH=(\d+)(?:,RESOLUTION=(\d+)x(\d+))?,CODECS="([^"]+)"\n(\S+)/.exec(text);
  if (line === null) throw new Error(`${FIRST_MASTER} names no rendition`);
  return {
    playlist: line[5]!,
    media: `${FIRST_RENDITION}.m4s`,
    width: line[2] === undefined ? null : Number(line[2]),
    height: line[3] === undefined ? null : Number(line[3]),
    bandwidth: Number(line[1]),
    codecs: line[4]!,
  };
}

/** ffmpeg's fraction done, as the item's progress between two stages. */
function progressTo(notify: Notify, from: number, to: number) {
  return (fraction: number) => {
    // A lost progress report only delays the next one: it must not fail the transcode.
    notify('processing', Math.floor(from + fraction * (to - from)), false).catch(() => undefined);
  };
}
