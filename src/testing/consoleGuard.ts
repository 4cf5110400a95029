import { format } from 'node:util';

/**
 * What the code under test wrote to console.error or console.warn. React's act() warnings and
 * prop-type complaints land there; a clean run prints none, so any of them fails its test.
 */
const unexpected: string[] = [];

/**
 * Redux Toolkit's development checks report how long they took; that depends on the machine's
 * load, not on the code (speed is measured in bench/).
 */
const TIMING_NOTES = /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/;

const keep =
  (level: 'error' | 'warn') =>
  (...args: unknown[]): void => {
    const text = format(...args);
    if (!TIMING_NOTES.test(text)) unexpected.push(`console.${level}: ${text}`);
  };

export function guardConsole(): void {
  // Kept, not printed: the failure below shows them with the test that wrote them.
  console.error = keep('error');
  console.warn = keep('warn');
  afterEach(() => {
    const found = takeUnexpectedConsole();
    if (found.length > 0) throw new Error(`The test wrote ${found.length} warning(s) to the console:\n${found.join('\n')}`);
  });
}

/** Empties and returns what was written since the last call. */
export function takeUnexpectedConsole(): string[] {
  return unexpected.splice(0);
}
