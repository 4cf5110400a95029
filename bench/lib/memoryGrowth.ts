/**
 * Whether the server's settled RSS over the measured rounds of the load test looks like a leak.
 * A leak holds on to something per request, so every round that serves requests grows the
 * heap again; a cache, V8's code space or PGlite's WebAssembly memory (which only ever grows)
 * rises to a high-water mark once and stays there. Growth past the bound that happened in one
 * round and stopped is the second kind; growth past the bound seen in every round is the first.
 */
export interface MemoryVerdict {
  /** Growth from the end of the warm-up to the end of the last round, in MB. */
  growth: number;
  /** Growth of each measured round, in MB. */
  perRound: number[];
  /** Why the growth counts as a leak, or null when it does not. */
  leak: string | null;
}

/**
 * A round "kept growing" when it grew at least this share of the bound spread over the rounds:
 * a leak just at the bound grows bound/rounds each round, half of that is still unmistakable.
 */
const STEADY_SHARE = 0.5;
/** Growth this many times the bound fails however it is spread: nothing settles that high. */
const HARD_LIMIT = 3;

/** `settled`: RSS at the end of the warm-up, then after each measured round (MB). */
export function memoryVerdict(settled: readonly number[], boundMb: number): MemoryVerdict {
  const [start = 0] = settled;
  const growth = (settled[settled.length - 1] ?? start) - start;
  const perRound = settled.slice(1).map((rss, i) => rss - (settled[i] ?? rss));
  const steady = (boundMb / Math.max(perRound.length, 1)) * STEADY_SHARE;
  const everyRound = perRound.length > 0 && perRound.every((round) => round >= steady);
  const format = (mb: number) => mb.toFixed(1);
  let leak: string | null = null;
  if (growth > boundMb * HARD_LIMIT) {
    leak = `RSS grew ${format(growth)} MB over the ${perRound.length} measured rounds (more than ${HARD_LIMIT} × the ${boundMb} MB bound)`;
  } else if (growth > boundMb && everyRound) {
    leak = `RSS grew ${format(growth)} MB over the ${perRound.length} measured rounds (bound ${boundMb} MB), in every round (${perRound.map(format).join(', ')} MB)`;
  }
  return { growth, perRound, leak };
}
