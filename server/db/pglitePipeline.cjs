'use strict';
// node-postgres sends a prepared statement as four or five protocol messages (Parse, Bind,
// Describe, Execute, Sync), each its own write. On a socket the kernel carries them together;
// PGlite's node-postgres adapter instead runs each write as its own trip through the
// WebAssembly main loop. This front holds the messages of an extended-protocol pipeline until
// the one that ends it and runs them as one batch, as PostgreSQL reads them off a socket, so a
// statement costs one trip, not five (server/README.md, Performance).

/** Extended-protocol messages whose answers may wait for the Sync (or Flush) that follows. */
const HELD = new Set(['P', 'B', 'D', 'E', 'C'].map((letter) => letter.charCodeAt(0)));

/**
 * Wraps a PGlite instance for createPgConfig: the same object, except that execProtocolStream
 * answers a held message with no messages yet and the message that ends the pipeline with the
 * answers to all of them, in order. The adapter runs its writes one after another, so nothing
 * else reaches PGlite between a held message and its Sync.
 */
function pipelined(db) {
  let held = [];
  const execProtocolStream = async (message, options) => {
    if (message.length > 0 && HELD.has(message[0])) {
      held.push(message);
      return [];
    }
    const batch = held.length === 0 ? message : Buffer.concat([...held, message]);
    held = [];
    return db.execProtocolStream(batch, options);
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'execProtocolStream') return execProtocolStream;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

module.exports = { pipelined };
