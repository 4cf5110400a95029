import { useCallback, useEffect, useRef, useState } from 'react';
import { failureOf } from '../../../../../api/query';
import { programQueries } from '../queries';
import { draftProblems } from './draftProblems';
import type { EditorState } from './editModel';

/** How long after the last change the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'saved' | 'waiting' | 'saving' | 'invalid' | 'failed' | 'locked';

/**
 * Saves the draft a moment after the last change, with the revision it was made on; one save at
 * a time, the newest draft after it. A 409 means another tab saved first: `onStale` reloads and
 * hands `reset` the revision it read.
 */
export function useAutosave(
  programId: number,
  openedRevision: number,
  state: EditorState,
  totalSeconds: number,
  onStale: (reset: (revision: number) => void) => void,
) {
  const [save] = programQueries.useSaveProgramEditMutation();
  const [status, setStatus] = useState<SaveStatus>('saved');
  const revision = useRef(openedRevision);
  const latest = useRef(state.present);
  const inFlight = useRef(false);
  const again = useRef(false);
  const pending = useRef(false);
  const stale = useRef(onStale);
  useEffect(() => {
    latest.current = state.present;
    stale.current = onStale;
  });

  /** After a reload: the server's revision, nothing waiting. */
  const reset = useCallback((to: number) => {
    revision.current = to;
    pending.current = false;
    setStatus('saved');
  }, []);

  const flush = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    pending.current = false;
    inFlight.current = true;
    setStatus('saving');
    const draft = latest.current;
    const answer = await save({ programId, revision: revision.current, ...draft });
    inFlight.current = false;
    const refused = failureOf(answer.error);
    if (answer.data) revision.current = answer.data.revision;
    if (refused?.code === 'not_editable') {
      again.current = false;
      setStatus('locked');
      return;
    }
    if (refused?.code === 'stale_revision') {
      again.current = false;
      stale.current(reset);
      return;
    }
    if (again.current) {
      again.current = false;
      void flush();
      return;
    }
    setStatus(refused === null ? 'saved' : 'failed');
  }, [programId, save, reset]);

  useEffect(() => {
    if (state.changes === 0) return undefined;
    if (draftProblems(state.present, totalSeconds).length > 0) {
      setStatus('invalid');
      return undefined;
    }
    pending.current = true;
    setStatus('waiting');
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.changes, state.present, totalSeconds, flush]);

  // Leaving the builder does not lose the last change.
  useEffect(
    () => () => {
      if (pending.current) void flush();
    },
    [flush],
  );

  return { status, reset, revision };
}
