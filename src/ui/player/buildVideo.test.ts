import { buildVideo } from './buildVideo';
import type { PlayableMedia } from './source';

const item: PlayableMedia = {
  key: 'org-1/footage/a',
  name: 'Launch day.mp4',
  contentType: 'video/mp4',
  url: '/cdn/a.mp4',
  streamUrl: null,
  posterUrl: null,
  previewsUrl: null,
  playsAsUploaded: true,
  captions: [
    { language: 'en', label: 'English', url: '/cdn/captions-en-1.vtt', generated: true },
    { language: 'fr', label: 'Français', url: '/cdn/captions-fr-1.vtt' },
  ],
};

test('names each captions track by its label, a generated one as the caller words it, and shows the one asked for', () => {
  const video = buildVideo(item, 'Video', 'fr', (caption) => (caption.generated ? `${caption.label} (generated)` : caption.label));
  const tracks = [...video.querySelectorAll('track')].map((track) => [
    track.srclang,
    track.label,
    track.getAttribute('src'),
    track.default,
  ]);
  expect(tracks).toEqual([
    ['en', 'English (generated)', '/cdn/captions-en-1.vtt', false],
    ['fr', 'Français', '/cdn/captions-fr-1.vtt', true],
  ]);
  expect([...buildVideo(item, 'Video').querySelectorAll('track')].map((track) => [track.label, track.default])).toEqual([
    ['English', false],
    ['Français', false],
  ]);
});
