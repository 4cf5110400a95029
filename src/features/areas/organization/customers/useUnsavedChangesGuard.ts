import { useEffect } from 'react';

/**
 * Asks before a reload or a closed tab loses unsaved input (the browser's own question). The
 * update banner asks the same before it reloads (src/features/chrome/update, dirty forms).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
