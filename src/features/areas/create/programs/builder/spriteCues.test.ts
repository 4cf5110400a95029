import { cueAt, parseSpriteCues } from './spriteCues';
import { formatTimecode } from './timecode';

const VTT = `WEBVTT

00:00:00.000 --> 00:00:05.000
sprite.jpg#xywh=0,0,160,90

00:00:05.000 --> 00:00:10.000
sprite.jpg#xywh=160,0,160,90

01:00.000 --> 01:05.000
https://cdn.example/other.jpg#xywh=0,90,160,90

00:01:05.000 --> 00:01:10.000
not a tile
`;

test('the previews track’s cues become tiles of sprites addressed beside the track', () => {
  const cues = parseSpriteCues(VTT, '/cdn/org-1/derived/a/previews.vtt');
  expect(cues).toEqual([
    { start: 0, end: 5, url: '/cdn/org-1/derived/a/sprite.jpg', x: 0, y: 0, w: 160, h: 90 },
    { start: 5, end: 10, url: '/cdn/org-1/derived/a/sprite.jpg', x: 160, y: 0, w: 160, h: 90 },
    { start: 60, end: 65, url: 'https://cdn.example/other.jpg', x: 0, y: 90, w: 160, h: 90 },
  ]);
  expect(cueAt(cues, 7)?.x).toBe(160);
  expect(cueAt(cues, 600)?.start).toBe(60);
  expect(cueAt([], 1)).toBeNull();
});

test('times show as m:ss.cc, with hours past an hour', () => {
  expect(formatTimecode(0)).toBe('0:00.00');
  expect(formatTimecode(62.5)).toBe('1:02.50');
  expect(formatTimecode(3749.4)).toBe('1:02:29.40');
  expect(formatTimecode(1 / 30)).toBe('0:00.03');
});
