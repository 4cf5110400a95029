import type { SignInActivity } from '../../../../contract/myProfile';

interface CsvHeadings {
  at: string;
  organisation: string;
  browserName: string;
  browserVersion: string;
  operatingSystem: string;
  latitude: string;
  longitude: string;
}

/**
 * One cell of RFC 4180 CSV. Browser names and organisation names come from clients and
 * administrators, so a cell a spreadsheet would read as a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The user's sign-in activity (§3 client details) as CSV, one sign-in a line, CRLF line ends. */
export function activityCsv(rows: readonly SignInActivity[], headings: CsvHeadings): string {
  const columns = Object.keys(headings) as (keyof CsvHeadings)[];
  const lines = [columns.map((column) => csvCell(headings[column])).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
