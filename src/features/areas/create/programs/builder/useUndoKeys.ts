import { useEffect } from 'react';
import type { EditAction } from './editModel';

const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'range'));

/** Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes the edit; in a text field the field's own undo works. */
export function useUndoKeys(dispatch: (action: EditAction) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typesText(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') dispatch({ type: event.shiftKey ? 'redone' : 'undone' });
      else if (key === 'y' && !event.shiftKey) dispatch({ type: 'redone' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
