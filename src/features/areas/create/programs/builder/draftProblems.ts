import { MAX_TITLE_LENGTH } from '../../../../../../contract/programs';
import type { Draft } from './editModel';

/** The contract's bounds on the program's title and description (contract/schemas/programs.ts). */
const MAX_PROGRAM_TITLE = 200;
const MAX_DESCRIPTION = 5000;

export type DraftProblem = 'titleMissing' | 'titleTooLong' | 'descriptionTooLong' | 'cardEmpty' | 'cardTooLong' | 'posterOutside';

/**
 * What keeps a draft from being saved, found before it is sent: the server refuses such a save,
 * and the builder says which field to mend instead.
 */
export function draftProblems(draft: Draft, totalSeconds: number): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.title.trim() === '') problems.push('titleMissing');
  if (draft.title.length > MAX_PROGRAM_TITLE) problems.push('titleTooLong');
  if (draft.description.length > MAX_DESCRIPTION) problems.push('descriptionTooLong');
  for (const item of draft.edit.items) {
    if (item.kind !== 'title') continue;
    if (item.text.trim() === '') problems.push('cardEmpty');
    if (item.text.length > MAX_TITLE_LENGTH) problems.push('cardTooLong');
  }
  // A poster frame is a moment inside the program: removing or trimming pieces may leave it past the end.
  if (draft.edit.poster?.kind === 'frame' && draft.edit.poster.atSeconds >= totalSeconds) problems.push('posterOutside');
  return [...new Set(problems)];
}
