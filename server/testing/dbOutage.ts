import net from 'node:net';
import type { Db } from '../db/port';

/**
 * A TCP relay to PostgreSQL that a test can cut and restore: cutting drops every open
 * connection and refuses new ones, as a stopped or unreachable database does.
 */
export async function postgresRelay(
  targetUrl: string,
): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { url: url.toString(), cut, restore: () => listen(port), close: () => (server.listening ? cut() : Promise.resolve()) };
}

/**
 * The embedded database has no network to cut; this wrapper makes every statement fail the way
 * a lost database does (ECONNREFUSED) while `down` is set, and passes through otherwise.
 */
export function interruptible(db: Db): { db: Db; down: boolean } {
  const state = { down: false, db: db as Db };
  const refuse = () => Object.assign(new Error('connect ECONNREFUSED (simulated outage)'), { code: 'ECONNREFUSED' });
  state.db = {
    kind: db.kind,
    query: (sql, params) => (state.down ? Promise.reject(refuse()) : db.query(sql, params)),
    exec: (sql) => (state.down ? Promise.reject(refuse()) : db.exec(sql)),
    transaction: (fn) => (state.down ? Promise.reject(refuse()) : db.transaction(fn)),
    close: () => db.close(),
  };
  return state;
}
