/** One caption of a track: when it shows, when it goes, what it says. Times in seconds. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIME = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)(?:[.,](\d{1,3}))?$/;

/** "01:02.5", "00:01:02.500" or "1:02:03,25" as seconds; null when it is not a time. */
export function parseTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (match === null) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, '0')) / 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Seconds as WebVTT writes them: 00:01:02.500. */
export function formatTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/**
 * The cues of a WebVTT text, in order. Identifiers, cue settings, NOTE, STYLE and REGION blocks
 * are not kept: the editor edits times and words only.
 */
export function parseWebVtt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.replace(/^\n+|\n+$/g, '').split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0 || timing > 1) continue;
    const [from = '', rest = ''] = lines[timing]!.split('-->');
    const start = parseTime(from);
    const end = parseTime(rest.trim().split(/\s+/)[0] ?? '');
    if (start === null || end === null) continue;
    cues.push({
      start,
      end,
      text: lines
        .slice(timing + 1)
        .join('\n')
        .replace(/--&gt;/g, '-->'),
    });
  }
  return cues;
}

/** A WebVTT text of these cues, numbered in order. A blank line or "-->" in the words would end or break the cue. */
export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, i) => {
    const words = cue.text
      .trim()
      .replace(/\n\s*\n/g, '\n')
      .replace(/-->/g, '--&gt;');
    return `${i + 1}\n${formatTime(cue.start)} --> ${formatTime(cue.end)}\n${words}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
