'use strict';
// Runs statements through node-postgres on a pipelined in-memory PGlite and prints, as JSON,
// each answer and the message letters of every trip into PGlite. A child process of its own:
// PGlite's dynamic imports do not load inside Jest's module sandbox.
const { PGlite } = require('@electric-sql/pglite');
const { createPgConfig } = require('@electric-sql/pglite/node-postgres');
const pg = require('pg');
const { pipelined } = require('../db/pglitePipeline.cjs');

function letters(message) {
  const found = [];
  for (let at = 0; at < message.length;) {
    found.push(String.fromCharCode(message[at]));
    at += 1 + Buffer.from(message.buffer, message.byteOffset + at + 1, 4).readInt32BE(0);
  }
  return found.join('');
}

async function main() {
  const db = await PGlite.create();
  const run = db.execProtocolStream.bind(db);
  let trips = [];
  db.execProtocolStream = (message, options) => (trips.push(letters(message)), run(message, options));
  const client = new pg.Client({ ...createPgConfig(pipelined(db)) });
  await client.connect();
  const steps = [];
  const step = async (statement) => {
    trips = [];
    const answer = await client.query(statement).then(
      (result) => ({ rows: result.rows }),
      (error) => ({ error: error.code }),
    );
    steps.push({ ...answer, trips });
  };
  await step({ name: 'sum', text: 'SELECT $1::int + 1 AS n', values: [1] });
  await step({ name: 'sum', text: 'SELECT $1::int + 1 AS n', values: [41] });
  await step({ name: 'divide', text: 'SELECT 1 / $1::int AS n', values: [0] });
  await step({ name: 'divide', text: 'SELECT 1 / $1::int AS n', values: [1] });
  await step('SELECT 7 AS n');
  await client.end();
  await db.close();
  process.stdout.write(JSON.stringify(steps));
}

void main();
