import { EMPTY_EDIT } from '../../../../../../contract/programs';
import { draftProblems } from './draftProblems';

const draft = { title: 'Launch', description: '', edit: EMPTY_EDIT };

test('a draft the server would refuse is found before it is sent, each reason once', () => {
  expect(draftProblems(draft, 0)).toEqual([]);
  expect(draftProblems({ ...draft, title: ' ' }, 0)).toEqual(['titleMissing']);
  const cards = [
    { kind: 'title' as const, id: 'a', text: ' ', durationSeconds: 3 },
    { kind: 'title' as const, id: 'b', text: '', durationSeconds: 3 },
  ];
  expect(draftProblems({ ...draft, edit: { ...EMPTY_EDIT, items: cards } }, 6)).toEqual(['cardEmpty']);
  // A poster frame is a moment inside the program: at its length it is past the end.
  expect(draftProblems({ ...draft, edit: { ...EMPTY_EDIT, poster: { kind: 'frame', atSeconds: 6 } } }, 6)).toEqual(['posterOutside']);
  expect(draftProblems({ ...draft, edit: { ...EMPTY_EDIT, poster: { kind: 'frame', atSeconds: 5.967 } } }, 6)).toEqual([]);
});
