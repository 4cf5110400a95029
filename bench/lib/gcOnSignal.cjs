'use strict';
// Preloaded into the server by the load test (NODE_OPTIONS=--expose-gc --require …): SIGUSR2
// runs a full garbage collection in the main thread and in every worker thread (the PGlite
// worker has a heap of its own), so memory read before and after a run compares what is alive,
// not when each collector last ran. The server itself has no such hook.
const { BroadcastChannel, isMainThread } = require('node:worker_threads');

if (typeof global.gc === 'function') {
  const channel = new BroadcastChannel('takeflow-load-test-gc');
  channel.unref();
  if (isMainThread) {
    process.on('SIGUSR2', () => {
      channel.postMessage('collect');
      global.gc();
      global.gc();
    });
  } else {
    channel.onmessage = () => {
      global.gc();
      global.gc();
    };
  }
}
