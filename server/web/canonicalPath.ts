/**
 * The path as a router or a browser may read it: percent-decoded (repeatedly, so `%252f` too),
 * backslashes as slashes, runs of slashes as one, lower-cased. Only for matching, never served.
 */
export function canonicalPath(path: string): string {
  let decoded = path;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  return decoded
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
}
