import { hlsSegments } from './hlsPlaylist';

test('reads byte-range segments, with and without their offsets, against the playlist address', () => {
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-MAP:URI="r0.mp4",BYTERANGE="720@0"',
    '#EXTINF:4.000000,',
    '#EXT-X-BYTERANGE:1000@720',
    'r0.mp4',
    '#EXTINF:4.000000,',
    '#EXT-X-BYTERANGE:500',
    'r0.mp4',
    '#EXT-X-ENDLIST',
  ].join('\n');
  expect(hlsSegments(playlist, 'http://127.0.0.1:1/cdn/customers/1/k/r0.m3u8')).toEqual([
    { url: 'http://127.0.0.1:1/cdn/customers/1/k/r0.mp4', offset: 720, length: 1000 },
    { url: 'http://127.0.0.1:1/cdn/customers/1/k/r0.mp4', offset: 1720, length: 500 },
  ]);
});

test('refuses a playlist of whole-file segments', () => {
  expect(() => hlsSegments('#EXTM3U\n#EXTINF:4,\nseg0.m4s\n', 'http://x/a.m3u8')).toThrow('no byte range');
});
