/**
 * Remembers which forms hold input the user has not submitted yet, so an update never reloads
 * over a half-typed form without asking (§4 "clicking it activates the new version and
 * reloads"). A form is dirty from its first input event until it is submitted or reset.
 * React keeps a controlled input's value attribute in step with its value, so comparing against
 * defaultValue cannot tell; the input event can.
 */
export interface DirtyFormTracker {
  isDirty(): boolean;
  dispose(): void;
}

const EDITABLE = 'input, textarea, select';

export function trackDirtyForms(doc: Document): DirtyFormTracker {
  const dirty = new Set<HTMLFormElement>();
  const onInput = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.matches(EDITABLE)) return;
    const form = target.closest('form');
    if (form) dirty.add(form);
  };
  const onClear = (event: Event) => {
    if (event.target instanceof HTMLFormElement) dirty.delete(event.target);
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  doc.addEventListener('submit', onClear, true);
  doc.addEventListener('reset', onClear, true);
  return {
    isDirty() {
      // A form that left the page (the user navigated away) no longer holds anything to lose.
      for (const form of dirty) if (!form.isConnected) dirty.delete(form);
      return dirty.size > 0;
    },
    dispose() {
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onInput, true);
      doc.removeEventListener('submit', onClear, true);
      doc.removeEventListener('reset', onClear, true);
      dirty.clear();
    },
  };
}
