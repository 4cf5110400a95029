import { playsAsUploaded } from './playsAsUploaded';

const MP4 = 'mov,mp4,m4a,3gp,3g2,mj2';
const WEBM = 'matroska,webm';
const video = (container: string, videoCodec: string, audioCodec: string | null) => ({
  kind: 'video' as const,
  container,
  videoCodec,
  audioCodec,
});

test.each([
  ['video/mp4', video(MP4, 'h264', 'aac'), true],
  ['video/mp4', video(MP4, 'h264', null), true],
  ['video/webm', video(WEBM, 'vp8', 'opus'), true],
  ['video/webm', video(WEBM, 'vp9', 'vorbis'), true],
  ['video/webm;codecs=vp8,opus', video(WEBM, 'vp8', 'opus'), true],
  // A phone's HEVC, an old MPEG-4 Part 2 camera file, PCM sound: a rendition first.
  ['video/mp4', video(MP4, 'hevc', 'aac'), false],
  ['video/mp4', video(MP4, 'mpeg4', 'aac'), false],
  ['video/mp4', video(MP4, 'h264', 'pcm_s16le'), false],
  // The uploaded type is what the CDN serves it as: H.264 sent as QuickTime or a WebM as MP4 does not play as is.
  ['video/quicktime', video(MP4, 'h264', 'aac'), false],
  ['video/mp4', video(WEBM, 'vp9', 'opus'), false],
  ['audio/mpeg', { kind: 'audio' as const, container: 'mp3', videoCodec: null, audioCodec: 'mp3' }, false],
] as const)('%s %o plays as uploaded: %s', (contentType, facts, expected) => {
  expect(playsAsUploaded(contentType, facts)).toBe(expected);
});

test('is not known before the probe', () => {
  expect(playsAsUploaded('video/mp4', null)).toBeNull();
});
