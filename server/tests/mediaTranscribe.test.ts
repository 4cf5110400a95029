import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, type PreSignedCookie } from '../../contract';
import { cookieHeader, mediaDir, settledItem, uploadBytes } from '../testing/mediaFixtures';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';

// The model is a stand-in that prints fixed WebVTT for any sound it is given.
const MODEL = path.join(__dirname, '..', 'testing', 'fakeSpeechToText.sh');
const t = appForFile({ MEDIA_LADDER: '144', SPEECH_TO_TEXT_COMMAND: MODEL, SPEECH_TO_TEXT_LANGUAGE: 'en' }, { media: true });
jest.setTimeout(120_000);

const fixtures = mediaDir();
let creator: string;
let cookie: PreSignedCookie;

beforeAll(async () => {
  const login = await t.login('creator@acme.test');
  creator = login.access_token;
  cookie = login.additionalDetails.preSignedCookie!;
}, START_TIMEOUT_MS);

const clip = (name: string, sound: boolean) =>
  fs.readFileSync(
    fixtures.make(name, [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=256x144:rate=30'],
      ...(sound ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
      ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...(sound ? ['-c:a', 'aac'] : []),
    ]),
  );

describe('captions.transcribe with a configured speech-to-text model', () => {
  it('gives an item with sound the model’s captions, marked generated and served by the CDN', async () => {
    const key = await uploadBytes(t, creator, 'footage', 'Talk.mp4', 'video/mp4', clip('talk.mp4', true));
    const item = await settledItem(t, creator, key);
    expect(item.processing.state).toBe('ready');
    expect(item.captions).toEqual([
      { language: 'en', label: 'English', generated: true, url: expect.stringMatching(/captions-en-[0-9a-f]{16}\.vtt$/) },
    ]);
    const vtt = await t.inject({ method: 'GET', url: item.captions[0]!.url, headers: { cookie: cookieHeader(cookie) } });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nWords the model heard\n');

    // A person's track of that language replaces the model's, and is no longer marked generated.
    const edited = await t.call(API_PATHS.uploadCaption, creator, {
      key,
      language: 'en',
      label: 'English',
      content: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nWhat was said\n',
    });
    const tracks = edited.json<{ clientResponse: { captions: { generated?: boolean }[] } }>().clientResponse.captions;
    expect(tracks).toHaveLength(1);
    expect(tracks[0]!.generated).toBeUndefined();
  });

  it('leaves an item without sound alone', async () => {
    const key = await uploadBytes(t, creator, 'footage', 'Silent.mp4', 'video/mp4', clip('silent.mp4', false));
    const item = await settledItem(t, creator, key);
    expect(item.processing.state).toBe('ready');
    expect(item.captions).toEqual([]);
  });
});
