export interface Segment {
  url: string;
  offset: number;
  length: number;
}

/**
 * The media segments of an HLS media playlist whose segments are byte ranges of one file
 * (`-hls_flags single_file`): `#EXT-X-BYTERANGE:<length>[@<offset>]` before each URI, the offset
 * following on from the previous range when left out (RFC 8216 §4.3.2.2).
 */
export function hlsSegments(playlist: string, playlistUrl: string): Segment[] {
  const segments: Segment[] = [];
  let range: { length: number; offset: number | null } | null = null;
  let next = 0;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    const byteRange = /^#EXT-X-BYTERANGE:(\d+)(?:@(\d+))?$/.exec(line);
    if (byteRange) {
      range = { length: Number(byteRange[1]), offset: byteRange[2] === undefined ? null : Number(byteRange[2]) };
    } else if (line !== '' && !line.startsWith('#')) {
      if (range === null) throw new Error(`segment ${line} has no byte range: not a single-file playlist`);
      const offset = range.offset ?? next;
      segments.push({ url: new URL(line, playlistUrl).toString(), offset, length: range.length });
      next = offset + range.length;
      range = null;
    }
  }
  return segments;
}
