import type { LiveEvent } from '../../contract';

/** One server-sent event: its id (for Last-Event-ID), its type as the event name, JSON data. */
export function sseEvent(id: string, event: LiveEvent): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A comment line: ignored by readers, keeps proxies from timing the connection out. */
export const SSE_HEARTBEAT = ':\n\n';

/** Tells a reader how long to wait before reconnecting after the server ends a stream. */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;
