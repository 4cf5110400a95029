/** One cue of a storyboard WebVTT: from when to when it shows which tile of which sprite. */
export interface SpriteCue {
  start: number;
  end: number;
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

function secondsOf(stamp: string): number {
  const parts = stamp.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/**
 * The tiles of a previews track (MediaItem.previewsUrl): each cue's text is `<sprite url>#xywh=x,y,w,h`,
 * the sprite's address relative to the track's own. Cues it cannot read are skipped.
 */
export function parseSpriteCues(vtt: string, trackUrl: string): SpriteCue[] {
  const cues: SpriteCue[] = [];
  const lines = vtt.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const timing = /^\s*([\d:.]+)\s+-->\s+([\d:.]+)/.exec(lines[index]!);
    const text = lines[index + 1]?.trim();
    if (!timing || !text) continue;
    const tile = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(text);
    if (!tile) continue;
    const base = new URL(trackUrl, 'http://origin.invalid/');
    const url = new URL(tile[1]!, base).href.replace(/^http:\/\/origin\.invalid/, '');
    cues.push({ start: secondsOf(timing[1]!), end: secondsOf(timing[2]!), url, x: +tile[2]!, y: +tile[3]!, w: +tile[4]!, h: +tile[5]! });
  }
  return cues;
}

/** The cue showing at a moment of the source, else the nearest before it. */
export function cueAt(cues: readonly SpriteCue[], seconds: number): SpriteCue | null {
  let found: SpriteCue | null = null;
  for (const cue of cues) {
    if (cue.start > seconds) break;
    found = cue;
  }
  return found ?? cues[0] ?? null;
}
