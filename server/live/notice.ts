import {
  MEDIA_PROCESSING_ERRORS,
  MEDIA_PROCESSING_STATES,
  type MediaProcessingError,
  type MediaProcessingState,
  type RevokedReason,
} from '../../contract';
import { RENDER_ERRORS, VERSION_STATES, type RenderError, type VersionState } from '../../contract/programs';

/**
 * What one server tells every server (PostgreSQL NOTIFY carries at most 8000 bytes): who is
 * concerned, never the data itself. The server holding a concerned stream reads the rest
 * (counts, customer details) from the database before sending the event.
 */
export type LiveNotice =
  | { t: 'counts'; cu: number[] }
  /** c: one organisation's streams (null: everyone's); cu: only these members' (their roles changed). */
  | { t: 'permissions'; c: number | null; cu?: number[] }
  | { t: 'customer'; c: number }
  | { t: 'locked'; cu: number; c: number }
  | { t: 'revoked'; u: number; f: string[] | null; r: RevokedReason }
  | { t: 'version'; v: string }
  /** An item's processing advanced: c its organisation, u its uploader (null: none), k its key, e a failed item's refusal code. */
  | { t: 'media'; c: number; u: number | null; k: string; s: MediaProcessingState; p: number; e: MediaProcessingError | null }
  /** A review comment was made (i its id): cu the members to tell (server/review/reviewNotices.ts). */
  | { t: 'review'; i: number; cu: number[] }
  /** A program's render advanced: c its organisation, u its author's account, p the program, v the version, g its progress. */
  | { t: 'render'; c: number; u: number; p: number; v: number; s: VersionState; g: number; e: RenderError | null };

/** The channel every server LISTENs on. */
export const LIVE_CHANNEL = 'takeflow_live';

/** NOTIFY's payload limit is 8000 bytes; larger notices are split by the publisher. */
export const MAX_NOTICE_BYTES = 7900;

const REASONS = new Set<RevokedReason>(['inactive', 'logout', 'password_changed', 'reuse', 'revoked']);
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** A notice read off the wire, or null for anything else (another version, a stray NOTIFY). */
export function parseNotice(payload: string): LiveNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const n = value as Record<string, unknown>;
  switch (n.t) {
    case 'counts':
      return isIdList(n.cu) ? { t: 'counts', cu: n.cu } : null;
    case 'permissions': {
      if (n.c !== null && !Number.isInteger(n.c)) return null;
      if (n.cu === undefined) return { t: 'permissions', c: n.c as number | null };
      return isIdList(n.cu) ? { t: 'permissions', c: n.c as number | null, cu: n.cu } : null;
    }
    case 'customer':
      return Number.isInteger(n.c) ? { t: 'customer', c: n.c as number } : null;
    case 'locked':
      return Number.isInteger(n.cu) && Number.isInteger(n.c) ? { t: 'locked', cu: n.cu as number, c: n.c as number } : null;
    case 'revoked':
      return Number.isInteger(n.u) &&
        (n.f === null || (Array.isArray(n.f) && n.f.every((f) => typeof f === 'string'))) &&
        REASONS.has(n.r as RevokedReason)
        ? { t: 'revoked', u: n.u as number, f: n.f as string[] | null, r: n.r as RevokedReason }
        : null;
    case 'version':
      return typeof n.v === 'string' ? { t: 'version', v: n.v } : null;
    case 'media': {
      // A notice of a server that does not send the code yet (a rolling deploy) has none.
      const error = n.e ?? null;
      return Number.isInteger(n.c) &&
        (n.u === null || Number.isInteger(n.u)) &&
        typeof n.k === 'string' &&
        (MEDIA_PROCESSING_STATES as readonly unknown[]).includes(n.s) &&
        Number.isInteger(n.p) &&
        (error === null || (MEDIA_PROCESSING_ERRORS as readonly unknown[]).includes(error))
        ? {
            t: 'media',
            c: n.c as number,
            u: n.u as number | null,
            k: n.k,
            s: n.s as MediaProcessingState,
            p: n.p as number,
            e: error as MediaProcessingError | null,
          }
        : null;
    }
    case 'review':
      return Number.isInteger(n.i) && isIdList(n.cu) ? { t: 'review', i: n.i as number, cu: n.cu } : null;
    case 'render':
      return [n.c, n.u, n.p, n.v, n.g].every((id) => Number.isInteger(id)) &&
        (VERSION_STATES as readonly unknown[]).includes(n.s) &&
        (n.e === null || (RENDER_ERRORS as readonly unknown[]).includes(n.e))
        ? {
            t: 'render',
            c: n.c as number,
            u: n.u as number,
            p: n.p as number,
            v: n.v as number,
            s: n.s as VersionState,
            g: n.g as number,
            e: n.e as RenderError | null,
          }
        : null;
    default:
      return null;
  }
}

/** Splits a notice whose id list would not fit one NOTIFY. */
export function splitNotice(notice: LiveNotice): LiveNotice[] {
  if (Buffer.byteLength(JSON.stringify(notice)) <= MAX_NOTICE_BYTES) return [notice];
  if (notice.t === 'counts' && notice.cu.length > 1) {
    const half = Math.ceil(notice.cu.length / 2);
    return [...splitNotice({ t: 'counts', cu: notice.cu.slice(0, half) }), ...splitNotice({ t: 'counts', cu: notice.cu.slice(half) })];
  }
  if (notice.t === 'permissions' && notice.cu !== undefined && notice.cu.length > 1) {
    const half = Math.ceil(notice.cu.length / 2);
    return [...splitNotice({ ...notice, cu: notice.cu.slice(0, half) }), ...splitNotice({ ...notice, cu: notice.cu.slice(half) })];
  }
  if (notice.t === 'review' && notice.cu.length > 1) {
    const half = Math.ceil(notice.cu.length / 2);
    return [...splitNotice({ ...notice, cu: notice.cu.slice(0, half) }), ...splitNotice({ ...notice, cu: notice.cu.slice(half) })];
  }
  if (notice.t === 'revoked' && notice.f !== null && notice.f.length > 1) {
    const half = Math.ceil(notice.f.length / 2);
    return [...splitNotice({ ...notice, f: notice.f.slice(0, half) }), ...splitNotice({ ...notice, f: notice.f.slice(half) })];
  }
  throw new Error(`live notice ${notice.t} does not fit one NOTIFY`);
}
