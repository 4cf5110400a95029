import { formatTime, parseTime, parseWebVtt, toWebVtt } from './webVtt';

describe('WebVTT for the captions editor', () => {
  it('reads times with or without hours, with a dot or a comma, and refuses anything else', () => {
    expect(parseTime('00:01:02.500')).toBe(62.5);
    expect(parseTime('01:02.5')).toBe(62.5);
    expect(parseTime('1:02:03,25')).toBe(3723.25);
    expect(parseTime(' 00:00:04 ')).toBe(4);
    for (const wrong of ['', '4', '1:60', 'ab:cd', '00:00:01.5000']) expect(parseTime(wrong)).toBeNull();
    expect(formatTime(3723.25)).toBe('01:02:03.250');
    expect(formatTime(0.0004)).toBe('00:00:00.000');
  });

  it('reads the cues of a track, leaving out identifiers, settings and notes', () => {
    const text =
      'WEBVTT - made by hand\r\n\r\nNOTE a remark\r\n\r\n1\r\n00:00:00.500 --> 00:00:01.500 align:start\r\nBonjour\r\n\r\n00:01.500 --> 00:03.000\r\nDeux\r\nlignes\r\n';
    expect(parseWebVtt(text)).toEqual([
      { start: 0.5, end: 1.5, text: 'Bonjour' },
      { start: 1.5, end: 3, text: 'Deux\nlignes' },
    ]);
    expect(parseWebVtt('WEBVTT\n')).toEqual([]);
  });

  it('writes cues back as WebVTT that reads the same, a blank line or an arrow in the words made harmless', () => {
    const cues = [
      { start: 0.5, end: 1.5, text: 'Hello' },
      { start: 2, end: 4.25, text: 'a --> b\n\nc' },
    ];
    const text = toWebVtt(cues);
    expect(text).toBe('WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.500\nHello\n\n2\n00:00:02.000 --> 00:00:04.250\na --&gt; b\nc\n');
    expect(parseWebVtt(text)).toEqual([cues[0], { start: 2, end: 4.25, text: 'a --> b\nc' }]);
  });
});
