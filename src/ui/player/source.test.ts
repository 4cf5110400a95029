import { planSource, type PlayableMedia } from './source';

const item = (fields: Partial<PlayableMedia>): PlayableMedia => ({
  key: 'k',
  name: 'clip.mp4',
  contentType: 'video/mp4',
  url: '/cdn/k',
  ...fields,
});

test.each([
  ['a stream with MSE plays through hls.js', item({ streamUrl: '/cdn/k/master.m3u8' }), { mse: true, nativeHls: true }, 'hls.js'],
  ['a stream without MSE plays natively', item({ streamUrl: '/cdn/k/master.m3u8' }), { mse: false, nativeHls: true }, 'native-hls'],
  ['no HLS at all: the original', item({ streamUrl: '/cdn/k/master.m3u8' }), { mse: false, nativeHls: false }, 'file'],
  ['no stream yet: the original', item({ streamUrl: null }), { mse: true, nativeHls: false }, 'file'],
  ['a WebM original plays as it is', item({ contentType: 'video/webm' }), { mse: true, nativeHls: false }, 'file'],
])('%s', (_name, media, browser, kind) => {
  expect(planSource(media, browser)?.kind).toBe(kind);
});

test('an original no browser plays, without a stream, has no source', () => {
  expect(planSource(item({ contentType: 'video/quicktime' }), { mse: true, nativeHls: true })).toBeNull();
});

test('the probe’s answer overrides the type: an HEVC MP4 waits for its stream, a probed QuickTime H.264 plays', () => {
  expect(planSource(item({ playsAsUploaded: false }), { mse: true, nativeHls: true })).toBeNull();
  expect(planSource(item({ playsAsUploaded: false, streamUrl: '/cdn/k/start.m3u8' }), { mse: true, nativeHls: true })?.kind).toBe('hls.js');
  expect(planSource(item({ contentType: 'video/quicktime', playsAsUploaded: true }), { mse: true, nativeHls: true })?.kind).toBe('file');
});
