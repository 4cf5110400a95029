import fs from 'node:fs';
import path from 'node:path';

/** A data directory that cannot be used: too open, or held by another server. */
export class DataDirError extends Error {}

const LOCK_FILE = 'takeflow-server.lock';

/**
 * Creates DATA_DIR with mode 0700, or refuses an existing one that other users can enter, as
 * PostgreSQL does: it holds the database and the server's keys.
 */
export function prepareDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new DataDirError(`DATA_DIR ${dir} has mode 0${mode.toString(8)}; other users must not reach it. Run: chmod 700 ${dir}`);
  }
}

/**
 * Takes group and other permissions off everything in the directory: PGlite writes some files
 * (PG_VERSION, the initial catalog) with fixed modes, whatever the umask.
 */
export function restrictFiles(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const mode = fs.lstatSync(full).mode;
    if (!entry.isSymbolicLink() && (mode & 0o077) !== 0) fs.chmodSync(full, mode & 0o700);
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export interface DataDirLock {
  /** True when a lock left by a process that no longer runs was taken over. */
  recoveredStale: boolean;
  release(): void;
}

/**
 * Takes the data directory for this process: the embedded database has one writer, and a second
 * server beside it would lose acknowledged writes. A lock whose process is gone (killed) is
 * stale and taken over; so is one naming this very process id (a container restarted as pid 1).
 *
 * The lock file appears whole: it is written under a name of this process and hard-linked into
 * place, which fails when the lock exists. A stale lock is removed only under a take-over gate
 * (another link that only one process holds at a time) after reading it again there: processes
 * that found the same stale lock otherwise each removed it, the later ones removing the lock an
 * earlier one had just taken, and two servers held the directory.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  const gate = `${file}.takeover`;
  const own = `${file}.${process.pid}`;
  fs.writeFileSync(own, `${process.pid}\n`, { mode: 0o600 });
  const inUse = (holder: number) =>
    new DataDirError(`DATA_DIR ${dir} is in use by process ${holder} (lock file ${file}); stop that server first`);
  const deadline = Date.now() + GATE_WAIT_MS;
  let recoveredStale = false;
  try {
    for (;;) {
      if (linked(own, file)) return held(file, recoveredStale);
      const holder = readHolder(file);
      if (isOtherLive(holder)) throw inUse(holder as number);
      if (!linked(own, gate)) {
        const gateHolder = readHolder(gate);
        // The gate of a process killed during its take-over is left behind; nobody else clears it.
        if (gateHolder !== null && !isOtherLive(gateHolder)) fs.rmSync(gate, { force: true });
        else if (Date.now() > deadline) throw new DataDirError(`DATA_DIR ${dir}: could not take the lock file ${file}`);
        else pause(1);
        continue;
      }
      try {
        const again = readHolder(file);
        if (isOtherLive(again)) throw inUse(again as number);
        fs.rmSync(file, { force: true });
        recoveredStale = true;
        if (linked(own, file)) return held(file, recoveredStale);
      } finally {
        fs.rmSync(gate, { force: true });
      }
    }
  } finally {
    fs.rmSync(own, { force: true });
  }
}

/** How long a start waits for another process's take-over of a stale lock to finish. */
const GATE_WAIT_MS = 5000;

const isOtherLive = (pid: number | null) => pid !== null && pid !== process.pid && isRunning(pid);

/** Creates target as a hard link to source; false when target exists. */
function linked(source: string, target: string): boolean {
  try {
    fs.linkSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function held(file: string, recoveredStale: boolean): DataDirLock {
  return {
    recoveredStale,
    release: () => {
      if (readHolder(file) === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readHolder(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's DBState in global/pg_control (offset 16): 1 after a clean shutdown, 6 while in
 * production — and still 6 after the process was killed, which the next start recovers from.
 * Null for a directory without a database yet.
 */
export function pgliteClusterState(dir: string): 'shut down' | 'in production' | number | null {
  const control = path.join(dir, 'global', 'pg_control');
  if (!fs.existsSync(control)) return null;
  const state = fs.readFileSync(control).readUInt32LE(16);
  return state === 1 ? 'shut down' : state === 6 ? 'in production' : state;
}
