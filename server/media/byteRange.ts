/** The one byte range a request asks for, `null` for the whole object, or 'unsatisfiable'. */
export type ByteRange = { start: number; end: number } | null | 'unsatisfiable';

/**
 * RFC 9110 §14.2 for a single range (what players send when seeking). A header asking for
 * several ranges, or one that does not parse, is ignored: the whole object answers, as S3 does.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (match === null) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
