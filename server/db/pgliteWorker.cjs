'use strict';
// Hosts one embedded PGlite database in a worker thread. PGlite executes SQL synchronously in
// WebAssembly, so running it here keeps the HTTP event loop free; it also loads through Node's
// own module loader, which PGlite's dynamic imports need.
//
// Protocol: in  { id, op: 'query' | 'exec' | 'close', sql?, params? }
//           out { ready: true } once open, then { id, ok: true, rows? } | { id, ok: false, error }
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

function describe(error) {
  const e = error instanceof Error ? error : new Error(String(error));
  return { message: e.message, name: e.name, code: e.code, detail: e.detail, constraint: e.constraint };
}

async function main() {
  let db;
  try {
    db = await PGlite.create(workerData.dataDir);
  } catch (error) {
    parentPort.postMessage({ startError: describe(error) });
    return;
  }
  parentPort.postMessage({ ready: true });
  parentPort.on('message', async (message) => {
    const { id, op, sql, params } = message;
    try {
      if (op === 'query') {
        const result = await db.query(sql, params);
        parentPort.postMessage({ id, ok: true, rows: result.rows });
      } else if (op === 'exec') {
        await db.exec(sql);
        parentPort.postMessage({ id, ok: true });
      } else if (op === 'close') {
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
