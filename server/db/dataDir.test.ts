import { fork, spawnSync, type ChildProcess } from 'node:child_process';
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

  it('is taken over by exactly one of many processes that find the same stale lock', async () => {
    const contenders: ChildProcess[] = [];
    try {
      const ready: Promise<unknown>[] = [];
      for (let index = 0; index < 6; index += 1) {
        const child = fork(path.join(__dirname, '..', 'testing', 'lockContender.ts'), [], {
          execArgv: ['-r', '@swc-node/register'],
          stdio: 'ignore',
        });
        contenders.push(child);
        ready.push(new Promise((resolve) => child.once('message', resolve)));
      }
      await Promise.all(ready);
      const stale = deadPid();
      const holders: number[] = [];
      const started = Date.now();
      let trials = 0;
      // Bounded to a few seconds; the old take-over let two or more hold it in about one trial of four.
      while (trials < 100 && Date.now() - started < 4000) {
        const dir = fs.mkdtempSync(path.join(root, 'trial-'));
        fs.writeFileSync(path.join(dir, 'takeflow-server.lock'), `${stale}\n`);
        const at = Date.now() + 15;
        const outcomes = await Promise.all(
          contenders.map(
            (child) =>
              new Promise<string>((resolve) => {
                child.once('message', (outcome) => resolve(String(outcome)));
                child.send({ dir, at });
              }),
          ),
        );
        expect(outcomes.filter((outcome) => outcome !== 'held' && outcome !== 'refused')).toEqual([]);
        holders.push(outcomes.filter((outcome) => outcome === 'held').length);
        // The lock names the one that holds it, and nothing of the take-over is left beside it.
        const holder = Number(fs.readFileSync(path.join(dir, 'takeflow-server.lock'), 'utf8'));
        expect(outcomes[contenders.findIndex((child) => child.pid === holder)]).toBe('held');
        expect(fs.readdirSync(dir)).toEqual(['takeflow-server.lock']);
        trials += 1;
      }
      expect(trials).toBeGreaterThanOrEqual(20);
      expect(holders.filter((count) => count !== 1)).toEqual([]);
    } finally {
      for (const child of contenders) child.kill();
    }
  }, 30_000);
});
