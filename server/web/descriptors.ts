import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Descriptors kept out of the connection cap: the process's own (event loops, worker pipes,
 * stdio: about 35), PGlite's open relation files (at most 128, db/pgliteWorker.cjs), and the
 * files requests open — the app's scripts, `/cdn/` objects and uploads being written.
 */
const RESERVED_DESCRIPTORS = 256;

/** The soft limit on open descriptors, or null where /proc does not tell it (not Linux) or there is none. */
export function descriptorLimit(): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** How many connections the server holds at once under a descriptor limit; never below half of it. */
export function connectionCap(limit: number): number {
  return Math.max(Math.floor(limit / 2), limit - RESERVED_DESCRIPTORS);
}

/**
 * Holds the server to `cap` connections, so that a flood of them leaves descriptors for the files
 * and the database: running out would make libuv close every connection waiting to be accepted,
 * and any file open fail. Past the cap the connection closed is the one that has waited longest
 * without a request under way — one that has not sent its request yet, or is idle between two —
 * so a new visitor behind a burst of a thousand connections is answered while the connections a
 * slow-header client holds are not; when every connection has a request under way, the new one
 * is closed. Returns the count of connections closed so far.
 */
export function capConnections(server: Server, cap: number): () => number {
  const open = new Set<Socket>();
  // Insertion order is the order they started waiting: the first is the oldest.
  const waiting = new Set<Socket>();
  let closed = 0;
  const forget = (socket: Socket) => {
    open.delete(socket);
    waiting.delete(socket);
  };
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    waiting.add(socket);
    socket.once('close', () => forget(socket));
    while (open.size > cap) {
      const oldest: Socket = waiting.values().next().value ?? socket;
      forget(oldest);
      oldest.destroy();
      closed += 1;
    }
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    waiting.delete(socket);
    response.once('finish', () => {
      if (open.has(socket) && !socket.destroyed) waiting.add(socket);
    });
  });
  return () => closed;
}

/** Connections closed at the cap, told at most every 10 s: a flood must not flood the log too. */
export function logClosedConnections(closedSoFar: () => number, cap: number, log: FastifyBaseLogger): void {
  let told = 0;
  setInterval(() => {
    const closed = closedSoFar();
    if (closed > told) log.warn({ closed: closed - told, maxConnections: cap }, 'connections closed: the connection cap is reached');
    told = closed;
  }, 10_000).unref();
}
