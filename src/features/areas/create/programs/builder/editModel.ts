import {
  MAX_EDIT_ITEMS,
  MAX_STILL_SECONDS,
  MIN_PIECE_SECONDS,
  type EditItem,
  type PosterChoice,
  type ProgramEdit,
} from '../../../../../../contract/programs';

/** What the builder edits and saves: the title, the description and the edit. */
export interface Draft {
  title: string;
  description: string;
  edit: ProgramEdit;
}

/** The draft with its history, for Undo and Redo. */
export interface EditorState {
  present: Draft;
  past: Draft[];
  future: Draft[];
  /** The field the last change typed into: more typing there joins that step of the history. */
  typing: string | null;
  /** Counts the changes, so autosave knows the draft moved (a reload does not count). */
  changes: number;
}

export type EditAction =
  | { type: 'titleChanged'; title: string }
  | { type: 'descriptionChanged'; description: string }
  | { type: 'bumperToggled'; which: 'intro' | 'outro'; on: boolean }
  | { type: 'itemAdded'; item: EditItem }
  | { type: 'itemRemoved'; id: string }
  | { type: 'itemMoved'; id: string; to: number }
  | { type: 'clipTrimmed'; id: string; inSeconds?: number; outSeconds?: number; sourceSeconds: number | null }
  | { type: 'stillTimed'; id: string; durationSeconds: number }
  | { type: 'cardWorded'; id: string; text: string }
  | { type: 'posterChosen'; poster: PosterChoice }
  | { type: 'undone' }
  | { type: 'redone' }
  /** The server's copy replaces the draft (opened, or saved elsewhere meanwhile): no history across it. */
  | { type: 'loaded'; draft: Draft };

/** The steps Undo goes back through. */
export const HISTORY_LIMIT = 100;

export const initialEditor = (draft: Draft): EditorState => ({ present: draft, past: [], future: [], typing: null, changes: 0 });

/** Seconds to the millisecond: the wire and the numeric fields agree. */
export const roundSeconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * A clip's cut held inside its source and at least MIN_PIECE_SECONDS long. The moved end gives
 * way to the other: a new in point stops short of the out point, a new out point after the in point.
 */
export function clampTrim(
  current: { inSeconds: number; outSeconds: number },
  change: { inSeconds?: number; outSeconds?: number },
  sourceSeconds: number | null,
): { inSeconds: number; outSeconds: number } {
  const end = sourceSeconds ?? Number.POSITIVE_INFINITY;
  let outSeconds = Math.min(end, Math.max(MIN_PIECE_SECONDS, change.outSeconds ?? current.outSeconds));
  let inSeconds = Math.max(0, change.inSeconds ?? current.inSeconds);
  if (change.outSeconds === undefined) inSeconds = Math.min(inSeconds, outSeconds - MIN_PIECE_SECONDS);
  else outSeconds = Math.max(outSeconds, Math.min(end, inSeconds + MIN_PIECE_SECONDS));
  inSeconds = Math.min(inSeconds, outSeconds - MIN_PIECE_SECONDS);
  return { inSeconds: roundSeconds(Math.max(0, inSeconds)), outSeconds: roundSeconds(outSeconds) };
}

export const clampStill = (seconds: number) => roundSeconds(Math.min(MAX_STILL_SECONDS, Math.max(MIN_PIECE_SECONDS, seconds)));

function mapItem(edit: ProgramEdit, id: string, change: (item: EditItem) => EditItem): ProgramEdit {
  return { ...edit, items: edit.items.map((item) => (item.id === id ? change(item) : item)) };
}

function moved(items: readonly EditItem[], id: string, to: number): EditItem[] {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return [...items];
  const rest = items.filter((item) => item.id !== id);
  rest.splice(Math.min(rest.length, Math.max(0, to)), 0, items[from]!);
  return rest;
}

/** The draft after one change, or null when the change changes nothing. */
function changed(draft: Draft, action: EditAction): Draft | null {
  const { edit } = draft;
  switch (action.type) {
    case 'titleChanged':
      return { ...draft, title: action.title };
    case 'descriptionChanged':
      return { ...draft, description: action.description };
    case 'bumperToggled':
      return { ...draft, edit: { ...edit, [action.which]: action.on } };
    case 'itemAdded':
      return edit.items.length >= MAX_EDIT_ITEMS ? null : { ...draft, edit: { ...edit, items: [...edit.items, action.item] } };
    case 'itemRemoved':
      return { ...draft, edit: { ...edit, items: edit.items.filter((item) => item.id !== action.id) } };
    case 'itemMoved':
      return { ...draft, edit: { ...edit, items: moved(edit.items, action.id, action.to) } };
    case 'clipTrimmed':
      return {
        ...draft,
        edit: mapItem(edit, action.id, (item) =>
          item.kind === 'clip' ? { ...item, ...clampTrim(item, action, action.sourceSeconds) } : item,
        ),
      };
    case 'stillTimed':
      return {
        ...draft,
        edit: mapItem(edit, action.id, (item) =>
          item.kind === 'clip' ? item : { ...item, durationSeconds: clampStill(action.durationSeconds) },
        ),
      };
    case 'cardWorded':
      return { ...draft, edit: mapItem(edit, action.id, (item) => (item.kind === 'title' ? { ...item, text: action.text } : item)) };
    case 'posterChosen':
      return { ...draft, edit: { ...edit, poster: action.poster } };
    default:
      return null;
  }
}

/** Typing into one field, or moving one clip's cut, is one step of the history, not one per key. */
function typingKey(action: EditAction): string | null {
  if (action.type === 'titleChanged' || action.type === 'descriptionChanged') return action.type;
  if (action.type === 'cardWorded') return `card:${action.id}`;
  if (action.type === 'stillTimed') return `still:${action.id}`;
  // Dragging a cut's thumb sends many changes: one step, as typing is.
  if (action.type === 'clipTrimmed') return `trim:${action.id}`;
  return null;
}

const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** The builder's one reducer: every change, Undo and Redo, and a reload from the server. */
export function editorReducer(state: EditorState, action: EditAction): EditorState {
  if (action.type === 'loaded') return initialEditor(action.draft);
  if (action.type === 'undone' || action.type === 'redone') {
    const from = action.type === 'undone' ? state.past : state.future;
    const to = from[from.length - 1];
    if (to === undefined) return state;
    const rest = from.slice(0, -1);
    const kept = [...(action.type === 'undone' ? state.future : state.past), state.present];
    return action.type === 'undone'
      ? { present: to, past: rest, future: kept, typing: null, changes: state.changes + 1 }
      : { present: to, past: kept, future: rest, typing: null, changes: state.changes + 1 };
  }
  const next = changed(state.present, action);
  if (next === null || sameDraft(next, state.present)) return state;
  const key = typingKey(action);
  const joins = key !== null && key === state.typing;
  return {
    present: next,
    past: joins ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT),
    future: [],
    typing: key,
    changes: state.changes + 1,
  };
}
