import { cpuSeconds, processProbe, treeDelta } from './cpu';

describe('CPU accounting', () => {
  it('reads this process’s CPU time from /proc and sees it grow with work', () => {
    const before = cpuSeconds(process.pid);
    const until = Date.now() + 300;
    let spin = 0;
    while (Date.now() < until) spin += 1;
    expect(spin).toBeGreaterThan(0);
    expect(cpuSeconds(process.pid)).toBeGreaterThan(before);
  });

  it('counts 0 for a process that is gone', () => {
    expect(cpuSeconds(2 ** 22 + 7)).toBe(0);
  });

  it('sums a tree’s growth, counts newcomers whole and never goes negative for one that exited', () => {
    const before = new Map([
      [10, 5],
      [11, 2],
      [12, 9],
    ]);
    const after = new Map([
      [10, 6],
      [11, 2.5],
      [13, 0.25],
    ]);
    expect(treeDelta(before, after)).toBeCloseTo(1.75);
  });

  it('probes the server alone when the database lives inside it', () => {
    const used = processProbe(process.pid).start();
    expect(used().database).toBe(0);
  });
});
