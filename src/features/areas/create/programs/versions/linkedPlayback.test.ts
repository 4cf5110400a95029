import { linkPlayback, togglePair, type Playable } from './linkedPlayback';

/** A <video> as far as linking goes: play and pause raise their events, a seek raises 'seeked'. */
class FakeVideo extends EventTarget implements Playable {
  paused = true;
  private position = 0;
  get currentTime() {
    return this.position;
  }
  set currentTime(value: number) {
    this.position = value;
    this.dispatchEvent(new Event('seeked'));
  }
  play() {
    if (!this.paused) return;
    this.paused = false;
    this.dispatchEvent(new Event('play'));
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
}

test('playing, pausing and seeking one video does the same to the other, without echoing back', () => {
  const [a, b] = [new FakeVideo(), new FakeVideo()];
  const unlink = linkPlayback(a, b);
  a.play();
  expect(b.paused).toBe(false);
  b.pause();
  expect(a.paused).toBe(true);
  const seeks: number[] = [];
  a.addEventListener('seeked', () => seeks.push(a.currentTime));
  b.currentTime = 12.5;
  expect(a.currentTime).toBe(12.5);
  // a followed once; its own seek is not sent back to b as a new one.
  expect(seeks).toEqual([12.5]);
  unlink();
  a.currentTime = 3;
  expect(b.currentTime).toBe(12.5);
});

test('the shared button starts both from the left one’s position, then pauses both', () => {
  const [a, b] = [new FakeVideo(), new FakeVideo()];
  a.currentTime = 4;
  togglePair(a, b);
  expect([a.paused, b.paused, b.currentTime]).toEqual([false, false, 4]);
  togglePair(a, b);
  expect([a.paused, b.paused]).toEqual([true, true]);
});
