// npm runs `npm start` as npm → sh -c → node, and the start script's `exec` makes it npm → node.
// npm passes SIGINT and SIGTERM on to node; an npm that ends without passing anything on (SIGKILL,
// SIGHUP) would leave this server running as an orphan that holds the port. So the server watches
// the npm process that started it and, once it is gone, stops itself cleanly (the same SIGTERM
// path as any other stop). Linux /proc only; elsewhere this does nothing.
import { readFileSync } from 'node:fs';

const WATCH_EVERY_MS = 500;

function parentOf(pid) {
  try {
    // Field 4 of /proc/<pid>/stat, after the parenthesised command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The nearest ancestor that is npm (within two steps: node ← sh ← npm), or null. */
function npmAncestor() {
  let pid = process.ppid;
  for (let step = 0; step < 2 && pid; step++) {
    if (/\bnpm\b|npm-cli/.test(commandOf(pid))) return pid;
    pid = parentOf(pid);
  }
  return null;
}

export function stopWhenNpmExits() {
  const npm = npmAncestor();
  if (npm === null) return;
  const timer = setInterval(() => {
    if (alive(npm) && parentOf(process.pid) !== 1) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, WATCH_EVERY_MS);
  timer.unref();
}
