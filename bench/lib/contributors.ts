// Which packages and source folders the shipped bytes come from, read from the build's own
// source maps (the technique of source-map-explorer, without the dependency).
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of a source map's "mappings": [generated column, source index] per segment. */
export function decodeLine(line: string, state: { source: number }): [number, number][] {
  const segments: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (segment === '') continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0] ?? 0;
    if (fields.length > 1) state.source += fields[1] ?? 0;
    segments.push([column, fields.length > 1 ? state.source : -1]);
  }
  return segments;
}

/** node_modules/@scope/name/… → @scope/name; our own files → their top folder (src/app), a feature's folder (src/features/session). */
export function ownerOf(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const inModules = clean.split('node_modules/');
  if (inModules.length > 1) {
    const parts = (inModules[inModules.length - 1] ?? '').split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const parts = clean.split('/');
  const depth = parts[1] === 'features' ? 3 : 2;
  return parts.length > depth ? parts.slice(0, depth).join('/') : clean;
}

/** Minified bytes per owner for one file; bytes no mapping covers count as "(webpack runtime)". */
export function attribute(code: string, mapJson: string): Map<string, number> {
  const map = JSON.parse(mapJson) as { sources: string[]; mappings: string };
  const owners = map.sources.map(ownerOf);
  const lines = code.split('\n');
  const result = new Map<string, number>();
  const add = (owner: string, bytes: number) => result.set(owner, (result.get(owner) ?? 0) + bytes);
  const state = { source: 0 };
  map.mappings.split(';').forEach((encoded, index) => {
    const text = lines[index] ?? '';
    const segments = decodeLine(encoded, state);
    let covered = 0;
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? text.length;
      const length = Math.max(0, end - column);
      if (source >= 0) {
        add(owners[source] ?? '(unknown)', length);
        covered += length;
      }
    });
    if (text.length > covered) add('(webpack runtime)', text.length - covered);
  });
  return result;
}

/** Top owners across files, with each owner's share of the files' gzip bytes estimated pro rata. */
export function topContributors(
  files: { code: string; map: string | undefined; gzip: number }[],
  limit = 12,
): { owner: string; minified: number; gzipEstimate: number }[] {
  const totals = new Map<string, { minified: number; gzip: number }>();
  for (const file of files) {
    if (!file.map) continue;
    const parts = attribute(file.code, file.map);
    const whole = [...parts.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [owner, bytes] of parts) {
      const row = totals.get(owner) ?? { minified: 0, gzip: 0 };
      row.minified += bytes;
      row.gzip += (bytes / whole) * file.gzip;
      totals.set(owner, row);
    }
  }
  return [...totals]
    .map(([owner, row]) => ({ owner, minified: row.minified, gzipEstimate: Math.round(row.gzip) }))
    .sort((a, b) => b.minified - a.minified)
    .slice(0, limit);
}
