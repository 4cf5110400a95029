import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export interface Cluster {
  url: string;
  dir: string;
  /** Stops PostgreSQL as an operator would (pg_ctl stop -m fast): every connection goes. */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it for good and removes its directory. */
  remove(): void;
}

/** A throw-away PostgreSQL cluster (scripts/pg-throwaway.sh) a browser test can stop and start. */
export function throwawayCluster(): Cluster {
  const exports = execFileSync('bash', [path.join(ROOT, 'scripts/pg-throwaway.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const value = (name: string) => {
    const found = new RegExp(`^export ${name}=(\\S+)$`, 'm').exec(exports)?.[1];
    if (!found) throw new Error(`pg-throwaway.sh printed no ${name}`);
    return found.replace(/^'|'$/g, '');
  };
  const url = value('TEST_DATABASE_URL');
  const dir = value('PG_TMPDIR');
  const pgCtl = (action: string) =>
    execFileSync(
      'bash',
      [
        '-c',
        `. "$1/cluster.env"; run() { if [ -n "$RUN_AS" ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi; }
         if [ "$2" = stop ]; then run "$BINDIR/pg_ctl" -D "$1/data" -m fast -w -t 60 stop
         else run "$BINDIR/pg_ctl" -D "$1/data" -l "$1/postgres.log" -w -t 60 start -o "-p $PORT -k $1 -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"; fi`,
        'pg-ctl',
        dir,
        action,
      ],
      { stdio: 'ignore' },
    );
  return {
    url,
    dir,
    stop: () => pgCtl('stop'),
    start: () => pgCtl('start'),
    remove: () => execFileSync('bash', [path.join(ROOT, 'scripts/pg-stop.sh'), dir], { stdio: 'ignore' }),
  };
}
