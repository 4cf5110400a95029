'use strict';
// Hosts one embedded PGlite database in a worker thread. PGlite executes SQL synchronously in
// WebAssembly, so running it here keeps the HTTP event loop free; it also loads through Node's
// own module loader, which PGlite's dynamic imports need. Statements go through node-postgres
// on PGlite's own connection adapter: a named statement is parsed and planned once and its plan
// reused (planning dominates these small queries in WebAssembly), its messages go to PGlite as
// one batch (pglitePipeline.cjs), and rows are read exactly as on PostgreSQL (pgTypes.cjs).
//
// Protocol: in  { id, op: 'query' | 'exec' | 'close', sql?, params?, name? }
//           out { ready: true } once open, then { id, ok: true, rows? } | { id, ok: false, error }
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');
const { createPgConfig } = require('@electric-sql/pglite/node-postgres');
const pg = require('pg');
const { pgTypes } = require('./pgTypes.cjs');
const { pipelined } = require('./pglitePipeline.cjs');

// PostgreSQL's 128 MB default for shared buffers sits in this process's memory with PGlite; an
// organisation's data fits in 16 MB of hot pages and the operating system caches the rest of
// the files (idle RSS 626 -> 487 MB, server/README.md, Performance). PostgreSQL keeps up to
// max_files_per_process relation files open (1,000 by default: 331 descriptors after a start):
// here they are the server's descriptors, which its connections need (web/descriptors.ts).
const MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'max_files_per_process=128'];

function describe(error) {
  const e = error instanceof Error ? error : new Error(String(error));
  return { message: e.message, name: e.name, code: e.code, detail: e.detail, constraint: e.constraint };
}

async function main() {
  let db;
  let client;
  try {
    db = await PGlite.create(workerData.dataDir, { startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS] });
    client = new pg.Client({ ...createPgConfig(pipelined(db)), types: pgTypes });
    await client.connect();
  } catch (error) {
    parentPort.postMessage({ startError: describe(error) });
    return;
  }
  parentPort.postMessage({ ready: true });
  parentPort.on('message', async (message) => {
    const { id, op, sql, params, name } = message;
    try {
      if (op === 'query') {
        const result = await client.query(name === undefined ? { text: sql, values: params } : { name, text: sql, values: params });
        // A script without parameters answers one result per statement: their rows, in order.
        const rows = Array.isArray(result) ? result.flatMap((part) => part.rows ?? []) : result.rows;
        parentPort.postMessage({ id, ok: true, rows });
      } else if (op === 'exec') {
        await client.query(sql);
        parentPort.postMessage({ id, ok: true });
      } else if (op === 'close') {
        await client.end();
        await db.close();
        parentPort.postMessage({ id, ok: true });
        parentPort.close();
      } else {
        throw new Error(`unknown operation ${op}`);
      }
    } catch (error) {
      parentPort.postMessage({ id, ok: false, error: describe(error) });
    }
  });
}

void main();
