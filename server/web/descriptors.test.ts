import http from 'node:http';
import net from 'node:net';
import { capConnections, connectionCap } from './descriptors';

// A real server on a port, held to 3 connections: past the cap the connection closed is the one
// waiting longest without a request under way, else the new one.
const CAP = 3;
let server: http.Server;
let closed: () => number;
let port = 0;
const release: (() => void)[] = [];

beforeEach(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/hold') release.push(() => response.end('held'));
    else response.end('ok');
  });
  closed = capConnections(server, CAP);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterEach(async () => {
  for (const end of release.splice(0)) end();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A connection that sends `request` (nothing when empty) and reports what it got and whether it was closed. */
function connection(request = '') {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  if (request !== '') socket.write(request);
  return { socket, ended, connected, answer: () => answer };
}
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('closes the connection that has waited longest without a request, so the new visitor is answered', async () => {
  const silent = [connection(), connection(), connection()];
  await Promise.all(silent.map(({ connected }) => connected));
  await sleep(100);
  const visitor = connection(get('/login'));
  expect(await silent[0]!.ended).toBe('');
  await sleep(100);
  expect(visitor.answer()).toMatch(/^HTTP\/1\.1 200/);
  expect(visitor.socket.destroyed).toBe(false);
  expect(silent[1]!.socket.destroyed).toBe(false);
  expect(closed()).toBe(1);
  for (const { socket } of [visitor, ...silent]) socket.destroy();
});

it('closes a kept-alive connection idle since its answer before one whose request is under way', async () => {
  const idle = connection(get('/done'));
  await sleep(100);
  expect(idle.answer()).toMatch(/^HTTP\/1\.1 200/);
  const busy = [connection(get('/hold')), connection(get('/hold'))];
  await sleep(100);
  const visitor = connection(get('/login'));
  await idle.ended;
  await sleep(100);
  expect(visitor.answer()).toMatch(/^HTTP\/1\.1 200/);
  expect(busy.every(({ socket }) => !socket.destroyed)).toBe(true);
  for (const { socket } of [visitor, ...busy]) socket.destroy();
});

it('closes the new connection when every connection has a request under way', async () => {
  const busy = [connection(get('/hold')), connection(get('/hold')), connection(get('/hold'))];
  await sleep(100);
  const late = connection(get('/login'));
  expect(await late.ended).toBe('');
  for (const end of release.splice(0)) end();
  await sleep(100);
  for (const { answer } of busy) expect(answer()).toMatch(/^HTTP\/1\.1 200[\s\S]*held$/);
  expect(closed()).toBe(1);
  for (const { socket } of busy) socket.destroy();
});

it('leaves 256 descriptors to files and the database, and never caps below half the limit', () => {
  expect(connectionCap(1024)).toBe(768);
  expect(connectionCap(65_536)).toBe(65_280);
  expect(connectionCap(256)).toBe(128);
});
