import { MIN_PIECE_SECONDS, type ProgramEdit } from '../../contract/programs';
import type { FieldCode, FieldError } from '../../contract';

/** What the rules know of the media an edit names, read from the organisation's lists (editMedia.ts). */
export interface EditMedia {
  /** Footage items of the organisation, with their duration when processing knows it. */
  footage: ReadonlyMap<string, number | null>;
  /** Images of the organisation's Files. */
  images: ReadonlySet<string>;
  /** The bumpers' durations, counted in the program when its edit puts them in (0 when unknown or none). */
  introSeconds: number;
  outroSeconds: number;
}

export interface Violation extends FieldError {
  message: string;
}

/**
 * Times are decimal seconds chosen in a browser: 0.3 - 0.2 is 0.0999…, so a comparison allows
 * this much rounding, far below a frame.
 */
const ROUNDING = 1e-6;

/** How long an item plays in the program. */
function secondsOf(item: ProgramEdit['items'][number]): number {
  return item.kind === 'clip' ? item.outSeconds - item.inSeconds : item.durationSeconds;
}

/** How long the program lasts: its bumpers where it puts them in, then its items. */
export function programSeconds(edit: ProgramEdit, media: Pick<EditMedia, 'introSeconds' | 'outroSeconds'>): number {
  const items = edit.items.reduce((total, item) => total + secondsOf(item), 0);
  return items + (edit.intro ? media.introSeconds : 0) + (edit.outro ? media.outroSeconds : 0);
}

const violation = (field: string, code: FieldCode, message: string): Violation => ({ field, code, message });

/**
 * Every way an edit breaks the rules the schema cannot check: media of the organisation, cuts
 * inside their source, unique item ids and a poster frame inside the program. Empty when it may
 * be saved. Items are numbered from 1 in the messages, as the builder lists them.
 */
export function editViolations(edit: ProgramEdit, media: EditMedia): Violation[] {
  const found: Violation[] = [];
  const seen = new Set<string>();
  edit.items.forEach((item, index) => {
    const at = `edit.items.${index}`;
    const name = `Item ${index + 1}`;
    if (seen.has(item.id)) found.push(violation(`${at}.id`, 'duplicate', `${name} has the same id as an earlier item`));
    seen.add(item.id);
    if (item.kind === 'image' && !media.images.has(item.mediaKey)) {
      found.push(violation(`${at}.mediaKey`, 'invalid', `${name} is not an image of your organisation’s Files`));
    }
    if (item.kind !== 'clip') return;
    if (!media.footage.has(item.mediaKey)) {
      found.push(violation(`${at}.mediaKey`, 'invalid', `${name} is not an item of your organisation’s Footage`));
      return;
    }
    if (item.outSeconds <= item.inSeconds) {
      found.push(violation(`${at}.outSeconds`, 'too_small', `${name} ends before it starts`));
    } else if (item.outSeconds - item.inSeconds < MIN_PIECE_SECONDS - ROUNDING) {
      found.push(violation(`${at}.outSeconds`, 'too_small', `${name} is shorter than ${MIN_PIECE_SECONDS} s`));
    }
    const duration = media.footage.get(item.mediaKey) ?? null;
    if (duration !== null && item.outSeconds > duration + ROUNDING) {
      found.push(violation(`${at}.outSeconds`, 'too_large', `${name} ends after its clip, which lasts ${duration} s`));
    }
  });
  const poster = edit.poster ?? null;
  if (poster?.kind === 'image' && !media.images.has(poster.mediaKey)) {
    found.push(violation('edit.poster.mediaKey', 'invalid', 'The poster is not an image of your organisation’s Files'));
  }
  if (poster?.kind === 'frame') {
    const seconds = programSeconds(edit, media);
    if (poster.atSeconds >= seconds) {
      found.push(violation('edit.poster.atSeconds', 'too_large', `The poster frame is not inside the program, which lasts ${seconds} s`));
    }
  }
  return found;
}

/** Every media key an edit names, for one read of the organisation's lists. */
export function mediaKeysOf(edit: ProgramEdit): string[] {
  const keys = edit.items.flatMap((item) => (item.kind === 'title' ? [] : [item.mediaKey]));
  if (edit.poster?.kind === 'image') keys.push(edit.poster.mediaKey);
  return [...new Set(keys)];
}
