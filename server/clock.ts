/** Time source injected into everything that decides lifetimes, so tests advance it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function manualClock(start = new Date('2026-03-02T09:00:00.000Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}
