import { memoryVerdict } from './memoryGrowth';

describe('memoryVerdict (load test memory bound)', () => {
  it('calls steady growth past the bound a leak', () => {
    const verdict = memoryVerdict([600, 609, 618, 627], 24);
    expect(verdict.growth).toBe(27);
    expect(verdict.perRound).toEqual([9, 9, 9]);
    expect(verdict.leak).toMatch(/RSS grew 27\.0 MB .* in every round \(9\.0, 9\.0, 9\.0 MB\)/);
  });

  it('does not call growth within the bound a leak, however it is spread', () => {
    expect(memoryVerdict([600, 607, 614, 621], 24).leak).toBeNull();
    expect(memoryVerdict([689.7, 689.7, 710, 710], 24).leak).toBeNull();
  });

  it('does not call one jump to a high-water mark a leak, wherever it falls', () => {
    // PGlite's WebAssembly memory in a CI run on a busy machine: 31 MB in one round, then flat.
    expect(memoryVerdict([683.5, 689.7, 720.9, 720.9], 24).leak).toBeNull();
    expect(memoryVerdict([683.5, 683.5, 683.9, 720.9], 24).leak).toBeNull();
  });

  it('calls growth past three times the bound a leak even when it came at once', () => {
    expect(memoryVerdict([600, 600, 675, 675], 24).leak).toMatch(/RSS grew 75\.0 MB .*more than 3 × the 24 MB bound/);
  });

  it('tells growth that slows but goes on from growth that stopped', () => {
    expect(memoryVerdict([600, 614, 622, 627], 24).leak).not.toBeNull();
    expect(memoryVerdict([600, 614, 626, 627], 24).leak).toBeNull();
  });
});
