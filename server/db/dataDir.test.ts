import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirError, lockDataDir, prepareDataDir, restrictFiles } from './dataDir';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-datadir-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

/** The id of a process that has exited: a lock it left is stale. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('data directory', () => {
  it('is created with mode 0700, whatever the umask', () => {
    const dir = path.join(root, 'a', 'data');
    const previous = process.umask(0o022);
    try {
      prepareDataDir(dir);
    } finally {
      process.umask(previous);
    }
    expect(modeOf(dir)).toBe(0o700);
  });

  it('refuses an existing directory other users can reach, saying how to fix it', () => {
    const dir = path.join(root, 'open');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    expect(() => prepareDataDir(dir)).toThrow(DataDirError);
    expect(() => prepareDataDir(dir)).toThrow(`DATA_DIR ${dir} has mode 0755; other users must not reach it. Run: chmod 700 ${dir}`);
  });

  it('takes group and other permissions off the files inside', () => {
    fs.mkdirSync(path.join(root, 'base'), { mode: 0o700 });
    fs.writeFileSync(path.join(root, 'base', 'PG_VERSION'), '17', { mode: 0o666 });
    fs.chmodSync(path.join(root, 'base', 'PG_VERSION'), 0o666);
    restrictFiles(root);
    expect(modeOf(path.join(root, 'base', 'PG_VERSION'))).toBe(0o600);
  });

  it('is locked by one process: a second is refused with the holder named, a stale lock is recovered', () => {
    const lock = lockDataDir(root);
    expect(lock.recoveredStale).toBe(false);
    const lockFile = path.join(root, 'takeflow-server.lock');
    expect(modeOf(lockFile)).toBe(0o600);

    // Another live process holds it (the test's parent stands in for a second server's view).
    fs.writeFileSync(lockFile, `${process.ppid}\n`);
    expect(() => lockDataDir(root)).toThrow(new RegExp(`DATA_DIR ${root} is in use by process ${process.ppid}`));

    fs.writeFileSync(lockFile, `${deadPid()}\n`);
    const recovered = lockDataDir(root);
    expect(recovered.recoveredStale).toBe(true);
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    recovered.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    lock.release();
  });
});
