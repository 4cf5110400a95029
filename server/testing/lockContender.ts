import { DataDirError, lockDataDir } from '../db/dataDir';

// One contender for a data directory's lock, a process of its own (a lock names a process id).
// Each message is a trial: at the given wall-clock time (ms since the epoch) it tries the lock
// and answers 'held' or 'refused' (it says 'ready' first); a lock it took is kept while the process runs.
process.on('message', (trial: { dir: string; at: number }) => {
  // Spin rather than sleep, so the contenders start within microseconds of each other.
  while (performance.timeOrigin + performance.now() < trial.at);
  let outcome: string;
  try {
    lockDataDir(trial.dir);
    outcome = 'held';
  } catch (error) {
    outcome = error instanceof DataDirError ? 'refused' : `failed: ${(error as Error).message}`;
  }
  process.send?.(outcome);
});
process.send?.('ready');
