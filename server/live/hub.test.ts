import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { manualClock } from '../clock';
import type { Queryable } from '../db/port';
import { createLiveHub, type StreamOwner } from './hub';
import { parseNotice, splitNotice } from './notice';

/** A response whose socket buffer the test sets: what a reader that stopped reading leaves behind. */
class FakeResponse extends EventEmitter {
  writableLength = 0;
  written: string[] = [];
  destroyed = false;
  ended = false;
  write(chunk: string) {
    this.written.push(chunk);
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

const noDatabase: Queryable = {
  query: () => Promise.reject(new Error('the hub reads nothing for these notices')),
} as unknown as Queryable;
const owner = (userId: number): StreamOwner => ({ userId, familyId: `f${userId}`, customerId: 1, customerUserId: null, seesCounts: false });
const limits = { maxStreamsPerUser: 5, maxStreams: 100, heartbeatMs: 60_000, maxBufferedBytes: 1024 };

describe('live hub', () => {
  const hubs: { stop(): void }[] = [];
  const hub = () => {
    const made = createLiveHub({ db: noDatabase, clock: manualClock(new Date()), limits, version: '1.0.0' });
    hubs.push(made);
    return made;
  };
  afterEach(() => hubs.splice(0).forEach((h) => h.stop()));

  it('drops a reader whose unread bytes pass the limit, and keeps the others', async () => {
    const live = hub();
    const slow = new FakeResponse();
    const quick = new FakeResponse();
    await live.open(owner(1), Date.now() + 60_000, slow as unknown as ServerResponse);
    await live.open(owner(2), Date.now() + 60_000, quick as unknown as ServerResponse);
    slow.writableLength = limits.maxBufferedBytes + 1;

    await live.deliver({ t: 'version', v: '2.0.0' });

    expect(slow.destroyed).toBe(true);
    expect(slow.written.join('')).not.toMatch(/2\.0\.0/);
    expect(quick.written.join('')).toMatch(/"version":"2\.0\.0"/);
    expect(live.count({ userId: 1, familyId: 'f1' }).total).toBe(1);
    expect(live.count({ userId: 1, familyId: 'f1' }).user).toBe(0);
  });

  it('keeps a reader that is behind but under the limit', async () => {
    const live = hub();
    const behind = new FakeResponse();
    await live.open(owner(1), Date.now() + 60_000, behind as unknown as ServerResponse);
    behind.writableLength = limits.maxBufferedBytes;
    await live.deliver({ t: 'version', v: '2.0.0' });
    expect(behind.destroyed).toBe(false);
    expect(behind.written.join('')).toMatch(/version\.available/);
  });

  it('tells an item’s processing to its uploader and the organisation’s content managers only', async () => {
    const live = hub();
    const uploader = new FakeResponse();
    const manager = new FakeResponse();
    const colleague = new FakeResponse();
    const elsewhere = new FakeResponse();
    await live.open(owner(1), Date.now() + 60_000, uploader as unknown as ServerResponse);
    await live.open({ ...owner(2), managesMedia: true }, Date.now() + 60_000, manager as unknown as ServerResponse);
    await live.open(owner(3), Date.now() + 60_000, colleague as unknown as ServerResponse);
    await live.open({ ...owner(4), customerId: 2, managesMedia: true }, Date.now() + 60_000, elsewhere as unknown as ServerResponse);

    const notice = parseNotice(JSON.stringify({ t: 'media', c: 1, u: 1, k: 'customers/1/uploads/a', s: 'processing', p: 40 }));
    expect(notice).not.toBeNull();
    await live.deliver(notice!);

    const event = '{"type":"media.processing","key":"customers/1/uploads/a","state":"processing","progress":40,"error":null}';
    expect(uploader.written.join('')).toContain(event);
    expect(manager.written.join('')).toContain(event);
    expect(colleague.written.join('')).not.toContain('media.processing');
    expect(elsewhere.written.join('')).not.toContain('media.processing');
    expect(parseNotice(JSON.stringify({ t: 'media', c: 1, u: 1, k: 'x', s: 'done', p: 1 }))).toBeNull();
  });

  it('carries a refused item’s code to its uploader, and only a known code', async () => {
    const live = hub();
    const uploader = new FakeResponse();
    await live.open(owner(1), Date.now() + 60_000, uploader as unknown as ServerResponse);
    const notice = parseNotice(JSON.stringify({ t: 'media', c: 1, u: 1, k: 'customers/1/uploads/b', s: 'failed', p: 0, e: 'truncated' }));
    expect(notice).toMatchObject({ s: 'failed', e: 'truncated' });
    await live.deliver(notice!);
    expect(uploader.written.join('')).toContain(
      '{"type":"media.processing","key":"customers/1/uploads/b","state":"failed","progress":0,"error":"truncated"}',
    );
    expect(parseNotice(JSON.stringify({ t: 'media', c: 1, u: 1, k: 'x', s: 'failed', p: 0, e: 'exploded' }))).toBeNull();
  });

  it('tells a program’s render to its author only, in its organisation, and only a known state and code', async () => {
    const live = hub();
    const author = new FakeResponse();
    const manager = new FakeResponse();
    const elsewhere = new FakeResponse();
    await live.open(owner(1), Date.now() + 60_000, author as unknown as ServerResponse);
    await live.open({ ...owner(2), managesMedia: true }, Date.now() + 60_000, manager as unknown as ServerResponse);
    await live.open({ ...owner(1), customerId: 2 }, Date.now() + 60_000, elsewhere as unknown as ServerResponse);
    const notice = parseNotice(JSON.stringify({ t: 'render', c: 1, u: 1, p: 7, v: 2, s: 'failed', g: 0, e: 'sourceMissing' }));
    expect(notice).not.toBeNull();
    await live.deliver(notice!);
    expect(author.written.join('')).toContain(
      '{"type":"program.render","programId":7,"version":2,"state":"failed","progress":0,"error":"sourceMissing"}',
    );
    expect(manager.written.join('')).not.toContain('program.render');
    expect(elsewhere.written.join('')).not.toContain('program.render');
    expect(parseNotice(JSON.stringify({ t: 'render', c: 1, u: 1, p: 7, v: 2, s: 'done', g: 0, e: null }))).toBeNull();
    expect(parseNotice(JSON.stringify({ t: 'render', c: 1, u: 1, p: 7, v: 2, s: 'failed', g: 0, e: 'exploded' }))).toBeNull();
  });

  it('says nothing of the version it hands out itself', async () => {
    const live = hub();
    const reader = new FakeResponse();
    await live.open(owner(1), Date.now() + 60_000, reader as unknown as ServerResponse);
    const before = reader.written.length;
    await live.deliver({ t: 'version', v: '1.0.0' });
    expect(reader.written.length).toBe(before);
  });

  it('sends permissions.changed to the members named, or to the whole organisation', async () => {
    const live = hub();
    const member = (userId: number, customerUserId: number, customerId = 1): StreamOwner => ({
      ...owner(userId),
      customerId,
      customerUserId,
    });
    const [named, colleague, elsewhere] = [new FakeResponse(), new FakeResponse(), new FakeResponse()];
    await live.open(member(1, 11), Date.now() + 60_000, named as unknown as ServerResponse);
    await live.open(member(2, 12), Date.now() + 60_000, colleague as unknown as ServerResponse);
    await live.open(member(3, 13, 2), Date.now() + 60_000, elsewhere as unknown as ServerResponse);
    const heard = (r: FakeResponse) => r.written.filter((chunk) => chunk.includes('event: permissions.changed')).length;

    await live.deliver(parseNotice(JSON.stringify({ t: 'permissions', c: 1, cu: [11] }))!);
    expect([named, colleague, elsewhere].map(heard)).toEqual([1, 0, 0]);
    await live.deliver({ t: 'permissions', c: 1 });
    expect([named, colleague, elsewhere].map(heard)).toEqual([2, 1, 0]);
    await live.deliver({ t: 'permissions', c: null });
    expect([named, colleague, elsewhere].map(heard)).toEqual([3, 2, 1]);
  });

  it('reads permissions notices off the wire strictly and splits long member lists', () => {
    expect(parseNotice('{"t":"permissions","c":1,"cu":[5,"x"]}')).toBeNull();
    expect(parseNotice('{"t":"permissions","c":"1"}')).toBeNull();
    expect(parseNotice('{"t":"permissions","c":null}')).toEqual({ t: 'permissions', c: null });
    const many = Array.from({ length: 3000 }, (_, i) => 100_000 + i);
    const parts = splitNotice({ t: 'permissions', c: 1, cu: many });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((part) => (part.t === 'permissions' ? (part.cu ?? []) : []))).toEqual(many);
    for (const part of parts) expect(Buffer.byteLength(JSON.stringify(part))).toBeLessThanOrEqual(7900);
  });

  it('ends a stream when its access token expires, without waiting for a heartbeat', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
      const live = createLiveHub({ db: noDatabase, clock, limits, version: '1.0.0' });
      hubs.push(live);
      const [soon, later] = [new FakeResponse(), new FakeResponse()];
      await live.open(owner(1), clock.now().getTime() + 1_000, soon as unknown as ServerResponse);
      await live.open(owner(2), clock.now().getTime() + 5_000, later as unknown as ServerResponse);
      jest.advanceTimersByTime(999);
      expect(soon.ended).toBe(false);
      jest.advanceTimersByTime(1);
      expect([soon.ended, later.ended]).toEqual([true, false]);
      expect(live.count({ userId: 1, familyId: 'f1' }).total).toBe(1);
      // A stream closed by its reader leaves no timer behind to end it again.
      later.emit('close');
      jest.advanceTimersByTime(5_000);
      expect(later.ended).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
