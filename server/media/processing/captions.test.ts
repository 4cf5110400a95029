import { toWebVtt } from './captions';

describe('captions to WebVTT', () => {
  it('converts SRT: comma timings to dots, a WEBVTT header, cue numbers kept as identifiers', () => {
    const srt = '1\r\n00:00:01,000 --> 00:00:02,500\r\nHello\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nWorld\r\n';
    expect(toWebVtt(srt)).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nHello\n\n2\n00:00:03.000 --> 00:00:04.000\nWorld\n');
  });

  it('keeps WebVTT as it is, without a byte-order mark', () => {
    expect(toWebVtt('\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n');
  });

  it('refuses text without a cue, and control characters', () => {
    expect(toWebVtt('just some words')).toBeNull();
    expect(toWebVtt('WEBVTT\n\n')).toBeNull();
    expect(toWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\u0000')).toBeNull();
  });
});
