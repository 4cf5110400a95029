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
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  let recoveredStale = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      return {
        recoveredStale,
        release: () => {
          if (readHolder(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder !== null && holder !== process.pid && isRunning(holder)) {
      throw new DataDirError(`DATA_DIR ${dir} is in use by process ${holder} (lock file ${file}); stop that server first`);
    }
    fs.rmSync(file, { force: true });
    recoveredStale = true;
  }
  throw new DataDirError(`DATA_DIR ${dir}: could not take the lock file ${file}`);
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
