/** Why a captions file is refused (400). */
export const NOT_CAPTIONS = 'Captions must be a WebVTT or SRT file with at least one cue';

const TIMING = /^(\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}\s+-->\s+(\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}/;

/**
 * WebVTT as the player reads it, from WebVTT or SRT; null for anything else. SRT's commas in
 * timings become dots and its cue numbers stay as cue identifiers (WebVTT allows them). Control
 * characters other than tab and line ends are refused: no caption needs one.
 */
export function toWebVtt(content: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(content)) return null;
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const isVtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '');
  if (!lines.some((line) => TIMING.test(line.trim()))) return null;
  if (isVtt) return text.endsWith('\n') ? text : `${text}\n`;
  const converted = lines.map((line) =>
    TIMING.test(line.trim())
      ? line
          .trim()
          .replace(/(\d{2}:\d{2}:\d{2}),(\d{3})/g, '$1.$2')
          .replace(/(\d{2}:\d{2}),(\d{3})/g, '$1.$2')
      : line,
  );
  return `WEBVTT\n\n${converted.join('\n').trim()}\n`;
}
