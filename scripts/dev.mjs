// `npm run dev`: the API server on PORT (default 8080), restarted by Node's watch mode when a file
// of server/ or contract/ changes, and webpack-dev-server on DEV_PORT (default 3000) with React
// Fast Refresh and live locale edits, proxying API calls to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=contract', '-r', '@swc-node/register', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/webpack/bin/webpack.js', 'serve', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
