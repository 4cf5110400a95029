import type { Leadership, LiveStreamPort, StreamedEvent } from './deps';

/** Splits a text/event-stream into events (the WHATWG format: fields, blank line ends an event). */
function sseParser(onEvent: (event: StreamedEvent) => void) {
  let buffer = '';
  let id = '';
  let type = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ id, type: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };
}

export const browserLiveStream: LiveStreamPort = {
  async open({ path, headers, signal }, onEvent) {
    try {
      const response = await fetch(path, { headers: { ...headers, accept: 'text/event-stream' }, signal, cache: 'no-store' });
      if (!response.ok || response.body === null) {
        void response.body?.cancel().catch(() => undefined);
        return { kind: 'refused', status: response.status };
      }
      const parse = sseParser(onEvent);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return { kind: 'closed' };
        parse(value);
      }
    } catch {
      return { kind: 'network' };
    }
  },
};

export const browserLeadership: Leadership = {
  acquire(name, signal) {
    if (typeof navigator === 'undefined' || !navigator.locks) return Promise.resolve(() => undefined);
    return new Promise((resolve, reject) => {
      navigator.locks
        .request(name, { signal }, () => new Promise<void>((release) => resolve(release)))
        .catch((error: unknown) => reject(error));
    });
  },
};
