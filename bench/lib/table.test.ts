import { poolSize } from './apiRuns';
import { median, table } from './table';

describe('bench arithmetic', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('sizes a refresh-token pool for the last rate with half again to spare', () => {
    expect(poolSize(10, null)).toBe(3000);
    expect(poolSize(10, 200)).toBe(3500);
  });

  it('pads a markdown table to its widest cells', () => {
    expect(table(['a', 'bb'], [['ccc', 1]])).toBe('| a   | bb |\n|-----|----|\n| ccc | 1  |');
  });
});
