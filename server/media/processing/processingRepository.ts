import type { MediaProcessingError, MediaProcessingState } from '../../../contract';
import type { Queryable } from '../../db/port';
import { PURPOSES_OF } from '../libraryRepository';
import type { ProbeFacts } from './probe';

/** The upload purposes whose objects are processed: everything Footage and Files list. */
export const PROCESSED_PURPOSES: readonly string[] = [...PURPOSES_OF.footage, ...PURPOSES_OF.files];

/** A stored caption track: its key is one of the item's derived keys. */
export interface StoredCaption {
  language: string;
  label: string;
  key: string;
  /** Written by the speech-to-text model, not a person. */
  generated?: boolean;
}

export interface ProcessingRow {
  key: string;
  customerId: number;
  ownerId: number | null;
  purpose: string;
  size: number;
  etag: string;
  state: MediaProcessingState;
  sourceEtag: string | null;
  derivedKeys: string[];
  attempts: number;
}

/**
 * Marks a stored upload for processing when Footage lists it, or Files lists it and it is a
 * picture, sound or video (a PDF or a spreadsheet has nothing to process); true when it was. A new upload to a key already processed starts over.
 */
export async function markQueued(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO media_processing (key, customer_id)
     SELECT u.key, u.customer_id FROM media_uploads u JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
      WHERE u.key = $1 AND u.purpose = ANY($2::text[])
        AND (u.purpose IN ('footage', 'taskRecording') OR o.content_type ~ '^(image|audio|video)/')
     ON CONFLICT (key) DO UPDATE SET state = 'queued', progress = 0, error = NULL, attempts = 0, updated_at = now()
     RETURNING key`,
    [key, PROCESSED_PURPOSES],
  );
  return rows.length > 0;
}

export async function loadProcessing(q: Queryable, key: string): Promise<ProcessingRow | null> {
  const rows = await q.query<{
    key: string;
    customer_id: number;
    owner_id: number | null;
    purpose: string;
    size: string | number;
    etag: string;
    state: MediaProcessingState;
    source_etag: string | null;
    derived_keys: string[];
    attempts: number;
  }>(
    `SELECT p.key, p.customer_id, o.owner_id, u.purpose, o.size, o.etag, p.state, p.source_etag, p.derived_keys, p.attempts
       FROM media_processing p JOIN media_objects o ON o.key = p.key JOIN media_uploads u ON u.key = p.key
      WHERE p.key = $1`,
    [key],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    key: row.key,
    customerId: row.customer_id,
    ownerId: row.owner_id,
    purpose: row.purpose,
    size: Number(row.size),
    etag: row.etag,
    state: row.state,
    sourceEtag: row.source_etag,
    derivedKeys: row.derived_keys,
    attempts: row.attempts,
  };
}

/**
 * Starts an attempt at the item's first job, unless the item is already ready from these very
 * bytes (its ladder finished since the job was fetched): a ready item never goes back to
 * processing. False when it was left alone.
 */
export async function startAttempt(q: Queryable, key: string, etag: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE media_processing SET state = 'processing', progress = 0, error = NULL, attempts = attempts + 1, updated_at = now()
      WHERE key = $1 AND NOT (state = 'ready' AND source_etag IS NOT DISTINCT FROM $2) RETURNING key`,
    [key, etag],
  );
  return rows.length > 0;
}

/** True when the item is ready from the bytes of this ETag. */
export async function isReadyFrom(q: Queryable, key: string, etag: string): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM media_processing WHERE key = $1 AND state = 'ready' AND source_etag = $2`, [key, etag]);
  return rows.length > 0;
}

export async function setProgress(q: Queryable, key: string, progress: number): Promise<void> {
  await q.query(`UPDATE media_processing SET progress = $2, updated_at = now() WHERE key = $1 AND state = 'processing'`, [key, progress]);
}

export interface ProbeColumns {
  kind: 'video' | 'audio' | 'image';
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  probe: object;
}

export async function saveProbe(q: Queryable, key: string, facts: ProbeColumns): Promise<void> {
  await q.query(
    `UPDATE media_processing SET kind = $2, duration_seconds = $3, width = $4, height = $5, probe = $6::jsonb, updated_at = now()
      WHERE key = $1`,
    [key, facts.kind, facts.durationSeconds, facts.width, facts.height, JSON.stringify(facts.probe)],
  );
}

/**
 * What an item plays: the whole master of the bytes of `etag`, or the first rendition's playlist
 * alone while the ladder is made.
 */
export interface StreamOf {
  key: string;
  etag: string;
  whole: boolean;
}

/**
 * Adds derived objects to the item and sets the named columns (thumbnail_key, poster_key …) and
 * its stream. The whole master is the only stream that records its ETag; a first rendition's
 * playlist never replaces the master of the same bytes, whatever order a retried first job and
 * the ladder job finish in.
 */
export async function saveDerived(
  q: Queryable,
  key: string,
  added: string[],
  columns: Partial<Record<'thumbnail_key' | 'poster_key' | 'previews_key', string>>,
  progress: number,
  stream?: StreamOf,
): Promise<boolean> {
  const params: unknown[] = [key, added, progress];
  const sets = Object.entries(columns).map(([name, value]) => `${name} = $${params.push(value)}`);
  if (stream !== undefined) {
    const [streamKey, etag] = [params.push(stream.key), params.push(stream.etag)];
    sets.push(
      stream.whole
        ? `stream_key = $${streamKey}, master_etag = $${etag}`
        : `stream_key = CASE WHEN master_etag IS NOT DISTINCT FROM $${etag} THEN stream_key ELSE $${streamKey} END`,
    );
  }
  const rows = await q.query(
    `UPDATE media_processing
        SET derived_keys = ARRAY(SELECT DISTINCT unnest(derived_keys || $2::text[])),
            progress = CASE WHEN state = 'ready' THEN progress ELSE $3 END, updated_at = now()
            ${sets.map((set) => `, ${set}`).join('')}
      WHERE key = $1 RETURNING key`,
    params,
  );
  return rows.length > 0;
}

/** The probe facts saved by the item's first stage, or null before it. */
export async function loadProbe(q: Queryable, key: string): Promise<ProbeFacts | null> {
  const rows = await q.query<{ probe: ProbeFacts | string | null }>('SELECT probe FROM media_processing WHERE key = $1', [key]);
  const probe = rows[0]?.probe ?? null;
  return typeof probe === 'string' ? (JSON.parse(probe) as ProbeFacts) : probe;
}

export async function finishReady(q: Queryable, key: string, sourceEtag: string): Promise<void> {
  await q.query(
    `UPDATE media_processing SET state = 'ready', progress = 100, error = NULL, source_etag = $2, updated_at = now() WHERE key = $1`,
    [key, sourceEtag],
  );
}

/** A refused or failed item keeps its probe facts, but no derived object. */
export async function finishFailed(q: Queryable, key: string, error: MediaProcessingError, sourceEtag: string): Promise<void> {
  await q.query(
    `UPDATE media_processing
        SET state = 'failed', progress = 0, error = $2, source_etag = $3, stream_key = NULL, master_etag = NULL, thumbnail_key = NULL,
            poster_key = NULL, previews_key = NULL,
            derived_keys = ARRAY(SELECT k FROM unnest(derived_keys) k WHERE k IN (SELECT c->>'key' FROM jsonb_array_elements(captions) c)),
            updated_at = now()
      WHERE key = $1`,
    [key, error, sourceEtag],
  );
}

/** Keys under which an item's derived objects are stored, beside the original's organisation. */
export function derivedPrefix(customerId: number, digest: string): string {
  return `customers/${customerId}/derived/${digest}/`;
}
