import { activityCsv, csvCell } from './activityCsv';

const headings = {
  at: 'Time',
  organisation: 'Organisation',
  browserName: 'Browser',
  browserVersion: 'Version',
  operatingSystem: 'Operating system',
  latitude: 'Latitude',
  longitude: 'Longitude',
};

describe('activityCsv', () => {
  it('writes a heading line and one line per sign-in, empty cells for missing locations', () => {
    const csv = activityCsv(
      [
        {
          at: '2026-11-23T10:00:00.000Z',
          organisation: 'Acme Media',
          browserName: 'Chromium',
          browserVersion: '140',
          operatingSystem: 'Linux',
          latitude: 48.85,
          longitude: 2.35,
        },
        {
          at: '2026-11-22T09:00:00.000Z',
          organisation: null,
          browserName: 'Firefox',
          browserVersion: '133',
          operatingSystem: 'Windows',
          latitude: null,
          longitude: null,
        },
      ],
      headings,
    );
    expect(csv).toBe(
      'Time,Organisation,Browser,Version,Operating system,Latitude,Longitude\r\n' +
        '2026-11-23T10:00:00.000Z,Acme Media,Chromium,140,Linux,48.85,2.35\r\n' +
        '2026-11-22T09:00:00.000Z,,Firefox,133,Windows,,\r\n',
    );
  });

  it('quotes separators and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('Acme, "West"')).toBe('"Acme, ""West"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
  });
});
