import { EMPTY_EDIT, MAX_EDIT_ITEMS, type EditItem } from '../../../../../../contract/programs';
import { clampTrim, editorReducer, HISTORY_LIMIT, initialEditor, type EditAction, type EditorState } from './editModel';

const clip = (id: string, inSeconds = 0, outSeconds = 10): EditItem => ({
  kind: 'clip',
  id,
  mediaKey: `org/footage/${id}`,
  inSeconds,
  outSeconds,
});
const START = initialEditor({ title: 'Launch', description: '', edit: EMPTY_EDIT });
const play = (events: EditAction[], from: EditorState = START) => events.reduce(editorReducer, from);
const ids = (state: EditorState) => state.present.edit.items.map((item) => item.id);

test('items are added, moved to any place and removed; Undo and Redo walk the history back and forth', () => {
  const built = play([
    { type: 'itemAdded', item: clip('a') },
    { type: 'itemAdded', item: clip('b') },
    { type: 'itemAdded', item: { kind: 'title', id: 't', text: 'Hello', durationSeconds: 3 } },
    { type: 'itemMoved', id: 't', to: 0 },
    { type: 'itemMoved', id: 'a', to: 99 },
  ]);
  expect(ids(built)).toEqual(['t', 'b', 'a']);
  expect(ids(play([{ type: 'itemRemoved', id: 'b' }], built))).toEqual(['t', 'a']);

  const undone = play([{ type: 'undone' }, { type: 'undone' }], built);
  expect(ids(undone)).toEqual(['a', 'b', 't']);
  expect(ids(play([{ type: 'redone' }], undone))).toEqual(['t', 'a', 'b']);
  // A new change after Undo drops what Redo would have brought back.
  const branched = play([{ type: 'itemRemoved', id: 'b' }], undone);
  expect(branched.future).toEqual([]);
  expect(play([{ type: 'redone' }], branched)).toBe(branched);
  // Nothing to undo at the start.
  expect(play([{ type: 'undone' }])).toBe(START);
});

test('typing into one field is one step of the history; a change that changes nothing is none', () => {
  const typed = play([
    { type: 'titleChanged', title: 'Launch d' },
    { type: 'titleChanged', title: 'Launch da' },
    { type: 'titleChanged', title: 'Launch day' },
    { type: 'descriptionChanged', description: 'Our' },
    { type: 'bumperToggled', which: 'intro', on: false },
  ]);
  expect(typed.past).toHaveLength(2);
  expect(play([{ type: 'undone' }, { type: 'undone' }], typed).present.title).toBe('Launch');
  expect(typed.changes).toBe(4);
});

test('a clip’s cut stays inside its source and at least MIN_PIECE_SECONDS long; the moved end gives way', () => {
  expect(clampTrim({ inSeconds: 2, outSeconds: 8 }, { inSeconds: -1 }, 10)).toEqual({ inSeconds: 0, outSeconds: 8 });
  expect(clampTrim({ inSeconds: 2, outSeconds: 8 }, { inSeconds: 9 }, 10)).toEqual({ inSeconds: 7.9, outSeconds: 8 });
  expect(clampTrim({ inSeconds: 2, outSeconds: 8 }, { outSeconds: 12 }, 10)).toEqual({ inSeconds: 2, outSeconds: 10 });
  expect(clampTrim({ inSeconds: 2, outSeconds: 8 }, { outSeconds: 1 }, 10)).toEqual({ inSeconds: 2, outSeconds: 2.1 });
  // Unknown source length: only the start and the minimum length hold.
  expect(clampTrim({ inSeconds: 2, outSeconds: 8 }, { outSeconds: 500 }, null)).toEqual({ inSeconds: 2, outSeconds: 500 });
  // One frame at 30 fps, to the millisecond.
  expect(clampTrim({ inSeconds: 2, outSeconds: 8 }, { inSeconds: 2 + 1 / 30 }, 10)).toEqual({ inSeconds: 2.033, outSeconds: 8 });

  const trimmed = play([
    { type: 'itemAdded', item: clip('a', 0, 10) },
    { type: 'clipTrimmed', id: 'a', outSeconds: 30, sourceSeconds: 12 },
  ]);
  expect(trimmed.present.edit.items[0]).toMatchObject({ inSeconds: 0, outSeconds: 12 });
});

test('stills last between the minimum and the maximum; a card’s words change; the poster is chosen and undone', () => {
  const state = play([
    { type: 'itemAdded', item: { kind: 'image', id: 'i', mediaKey: 'org/files/i.png', durationSeconds: 5 } },
    { type: 'stillTimed', id: 'i', durationSeconds: 600 },
    { type: 'itemAdded', item: { kind: 'title', id: 't', text: 'Hi', durationSeconds: 3 } },
    { type: 'stillTimed', id: 't', durationSeconds: 0 },
    { type: 'cardWorded', id: 't', text: 'Welcome' },
    { type: 'posterChosen', poster: { kind: 'frame', atSeconds: 4 } },
  ]);
  expect(state.present.edit.items).toEqual([
    { kind: 'image', id: 'i', mediaKey: 'org/files/i.png', durationSeconds: 60 },
    { kind: 'title', id: 't', text: 'Welcome', durationSeconds: 0.1 },
  ]);
  expect(state.present.edit.poster).toEqual({ kind: 'frame', atSeconds: 4 });
  expect(play([{ type: 'undone' }], state).present.edit.poster).toBeUndefined();
});

test('the edit holds at most MAX_EDIT_ITEMS; the history keeps the last HISTORY_LIMIT steps; a reload starts it afresh', () => {
  const full = play(Array.from({ length: MAX_EDIT_ITEMS + 5 }, (_, n): EditAction => ({ type: 'itemAdded', item: clip(`c${n}`) })));
  expect(full.present.edit.items).toHaveLength(MAX_EDIT_ITEMS);
  expect(full.past).toHaveLength(HISTORY_LIMIT);
  const reloaded = play([{ type: 'loaded', draft: { title: 'Elsewhere', description: '', edit: EMPTY_EDIT } }], full);
  expect(reloaded).toEqual(initialEditor({ title: 'Elsewhere', description: '', edit: EMPTY_EDIT }));
});
