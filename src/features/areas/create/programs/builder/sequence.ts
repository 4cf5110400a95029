import type { Bumpers } from '../../../../../../contract/schemas/programs';
import type { EditItem, ProgramEdit } from '../../../../../../contract/programs';

/** One piece of the program as it plays: an item of the edit, or a bumper the edit switched on. */
export interface Piece {
  /** The item's id; 'intro' and 'outro' for the bumpers. */
  id: string;
  kind: 'clip' | 'image' | 'title';
  /** A Footage or Files key (clips, bumpers, images); null for a title card. */
  mediaKey: string | null;
  /** Where the piece starts in its source (clips and bumpers), else 0. */
  inSeconds: number;
  /** When the piece starts in the program. */
  start: number;
  duration: number;
  text: string | null;
}

/** How long an item lasts in the program. */
export function itemDuration(item: EditItem): number {
  return item.kind === 'clip' ? Math.max(0, item.outSeconds - item.inSeconds) : item.durationSeconds;
}

function bumperPiece(id: 'intro' | 'outro', bumper: Bumpers['intro']): Omit<Piece, 'start'> | null {
  if (bumper === null || !bumper.durationSeconds) return null;
  return { id, kind: 'clip', mediaKey: bumper.key, inSeconds: 0, duration: bumper.durationSeconds, text: null };
}

function itemPiece(item: EditItem): Omit<Piece, 'start'> {
  return {
    id: item.id,
    kind: item.kind,
    mediaKey: item.kind === 'title' ? null : item.mediaKey,
    inSeconds: item.kind === 'clip' ? item.inSeconds : 0,
    duration: itemDuration(item),
    text: item.kind === 'title' ? item.text : null,
  };
}

/** The program as it plays, in order, each piece with its start time: the intro, the items, the outro. */
export function sequenceOf(edit: ProgramEdit, bumpers: Bumpers): Piece[] {
  const unplaced = [
    edit.intro ? bumperPiece('intro', bumpers.intro) : null,
    ...edit.items.map(itemPiece),
    edit.outro ? bumperPiece('outro', bumpers.outro) : null,
  ].filter((piece): piece is Omit<Piece, 'start'> => piece !== null);
  let start = 0;
  return unplaced.map((piece) => {
    const placed = { ...piece, start };
    start += piece.duration;
    return placed;
  });
}

/** The program's length in seconds. */
export function totalOf(pieces: readonly Piece[]): number {
  const last = pieces[pieces.length - 1];
  return last === undefined ? 0 : last.start + last.duration;
}

/**
 * The piece that plays at program time t and how far into it: a piece holds [start, start +
 * duration), so a cut belongs to the piece after it; t at or past the end is the last piece's end.
 */
export function pieceAt(pieces: readonly Piece[], t: number): { index: number; offset: number } | null {
  if (pieces.length === 0) return null;
  const time = Math.max(0, t);
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index]!;
    if (time < piece.start + piece.duration) return { index, offset: time - piece.start };
  }
  const last = pieces.length - 1;
  return { index: last, offset: pieces[last]!.duration };
}

/** Program time from a moment of one piece's source (a clip's video reports its own time). */
export function programTimeOf(piece: Piece, sourceSeconds: number): number {
  return piece.start + Math.min(piece.duration, Math.max(0, sourceSeconds - piece.inSeconds));
}
