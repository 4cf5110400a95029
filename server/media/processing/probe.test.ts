import { factsOf, Refusal, validate } from './probe';
import { rungsFor } from './transcode';
import { spriteLayout } from './artwork';
import { loadConfig } from '../../config';

const video = (extra: object = {}) => ({
  codec_type: 'video',
  codec_name: 'h264',
  width: 1920,
  height: 1080,
  avg_frame_rate: '30000/1001',
  ...extra,
});
const audio = { codec_type: 'audio', codec_name: 'aac' };
const mp4 = (streams: object[], duration = '10.0') => ({ format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration }, streams });
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof Refusal) return error.code;
    throw error;
  }
  return null;
};

describe('probe facts', () => {
  it('reads container, codecs, duration, dimensions, frame rate and audio', () => {
    expect(factsOf(mp4([video(), audio]), 5_000_000)).toEqual({
      kind: 'video',
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      videoCodec: 'h264',
      audioCodec: 'aac',
      durationSeconds: 10,
      width: 1920,
      height: 1080,
      rotation: 0,
      fps: 29.97,
      hasAudio: true,
    });
  });

  it('swaps width and height of a phone video turned 90°', () => {
    const facts = factsOf(mp4([video({ side_data_list: [{ rotation: -90 }] })]), 1000);
    expect(facts).toMatchObject({ width: 1080, height: 1920, rotation: 90 });
  });

  it('takes cover art for no picture: an MP3 with art is sound', () => {
    const art = video({ codec_name: 'mjpeg', disposition: { attached_pic: 1 } });
    expect(factsOf({ format: { format_name: 'mp3', duration: '3' }, streams: [audio, art] }, 1000).kind).toBe('audio');
  });

  it('refuses demuxers that name other files (hls, concat, image2, tty)', () => {
    for (const name of ['hls', 'concat', 'image2', 'tty', 'lavfi']) {
      expect(codeOf(() => factsOf({ format: { format_name: name, duration: '4' }, streams: [video()] }, 1000))).toBe('not_media');
    }
  });

  it('calls a file truncated when its streams announce more bytes than it holds', () => {
    const announced = video({ bit_rate: '8000000' });
    expect(codeOf(() => factsOf(mp4([announced]), 10_000_000))).toBe(null);
    expect(codeOf(() => factsOf(mp4([announced]), 2_000_000))).toBe('truncated');
  });

  it('checks the limits and what footage needs', () => {
    const limits = loadConfig({ MEDIA_MAX_DURATION_SECONDS: '5', MEDIA_MAX_DIMENSION: '1280', MEDIA_MAX_BYTES: '1000' }).media.processing;
    const sound = factsOf({ format: { format_name: 'mp3', duration: '3' }, streams: [audio] }, 100);
    expect(codeOf(() => validate(sound, 'footage', 100, limits))).toBe('no_video');
    expect(codeOf(() => validate(sound, 'file', 100, limits))).toBe(null);
    expect(codeOf(() => validate(sound, 'file', 1001, limits))).toBe('too_big');
    expect(codeOf(() => validate(factsOf(mp4([video()], '6'), 100), 'footage', 100, limits))).toBe('too_long');
    expect(codeOf(() => validate(factsOf(mp4([video()], '4'), 100), 'footage', 100, limits))).toBe('too_large_resolution');
  });
});

describe('ladder and storyboard layout', () => {
  it('makes the rungs up to the source’s shorter side, at least one', () => {
    const facts = (width: number, height: number) => factsOf(mp4([video({ width, height })]), 1e9);
    expect(rungsFor(facts(1920, 1080), [360, 720, 1080])).toEqual([360, 720, 1080]);
    expect(rungsFor(facts(1280, 720), [360, 720, 1080])).toEqual([360, 720]);
    expect(rungsFor(facts(1080, 1920), [360, 720, 1080])).toEqual([360, 720, 1080]);
    expect(rungsFor(facts(320, 240), [360, 720, 1080])).toEqual([240]);
  });

  it('keeps at most 100 tiles of 160 px, one every ceil(duration / 100) s', () => {
    expect(spriteLayout(30, 1920, 1080)).toMatchObject({ interval: 1, count: 30, columns: 10, rows: 3, tileWidth: 160, tileHeight: 90 });
    expect(spriteLayout(3600, 1920, 1080)).toMatchObject({ interval: 36, count: 100, columns: 10, rows: 10 });
    expect(spriteLayout(3, 1080, 1920)).toMatchObject({ count: 3, columns: 3, rows: 1, tileHeight: 284 });
  });
});
