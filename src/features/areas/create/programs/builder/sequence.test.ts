import type { ProgramEdit } from '../../../../../../contract/programs';
import { pieceAt, programTimeOf, sequenceOf, totalOf } from './sequence';

const EDIT: ProgramEdit = {
  intro: true,
  outro: true,
  items: [
    { kind: 'clip', id: 'a', mediaKey: 'org/footage/a', inSeconds: 2, outSeconds: 5.5 },
    { kind: 'title', id: 't', text: 'Chapter two', durationSeconds: 3 },
    { kind: 'image', id: 'i', mediaKey: 'org/files/logo.png', durationSeconds: 4 },
    { kind: 'clip', id: 'b', mediaKey: 'org/footage/b', inSeconds: 0, outSeconds: 10 },
  ],
};
const BUMPERS = { intro: { key: 'org/footage/intro', name: 'Intro', durationSeconds: 2, media: null }, outro: null };

test('each piece starts where the one before it ends; the intro opens and a missing outro is left out', () => {
  const pieces = sequenceOf(EDIT, BUMPERS);
  expect(pieces.map((piece) => [piece.id, piece.start, piece.duration])).toEqual([
    ['intro', 0, 2],
    ['a', 2, 3.5],
    ['t', 5.5, 3],
    ['i', 8.5, 4],
    ['b', 12.5, 10],
  ]);
  expect(totalOf(pieces)).toBe(22.5);
});

test('switched-off bumpers are not played, and an empty edit lasts nothing', () => {
  const pieces = sequenceOf({ ...EDIT, intro: false }, BUMPERS);
  expect(pieces[0]?.id).toBe('a');
  expect(totalOf(pieces)).toBe(20.5);
  expect(totalOf(sequenceOf({ intro: false, outro: false, items: [] }, BUMPERS))).toBe(0);
  expect(pieceAt([], 3)).toBeNull();
});

test('the piece at a time: a cut belongs to the piece after it, before 0 is the start, past the end the last frame', () => {
  const pieces = sequenceOf(EDIT, BUMPERS);
  expect(pieceAt(pieces, 0)).toEqual({ index: 0, offset: 0 });
  expect(pieceAt(pieces, 1.999)).toEqual({ index: 0, offset: 1.999 });
  expect(pieceAt(pieces, 2)).toEqual({ index: 1, offset: 0 });
  expect(pieceAt(pieces, 6)).toEqual({ index: 2, offset: 0.5 });
  expect(pieceAt(pieces, -4)).toEqual({ index: 0, offset: 0 });
  expect(pieceAt(pieces, 99)).toEqual({ index: 4, offset: 10 });
});

test('a clip’s source time maps into the program, held inside the clip', () => {
  const clip = sequenceOf(EDIT, BUMPERS)[1]!;
  expect(programTimeOf(clip, 3)).toBe(3);
  expect(programTimeOf(clip, 1)).toBe(2);
  expect(programTimeOf(clip, 9)).toBe(5.5);
});
