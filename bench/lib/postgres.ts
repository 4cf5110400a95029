import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './compile';

interface Postgres {
  adminUrl: string;
  stop(): void;
}

const THROWAWAY = path.join(ROOT, 'scripts/pg-throwaway.sh');
const STOP = path.join(ROOT, 'scripts/pg-stop.sh');

/** `export NAME=value` lines (as printed for `eval`) → { NAME: value }. */
export function parseExports(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*export\s+([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) vars[match[1]] = match[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return vars;
}

/** Durable commits, as in production (the test cluster turns them off for speed). */
const DURABLE = '-c fsync=on -c synchronous_commit=on -c full_page_writes=on';

/**
 * The PostgreSQL the bench creates its databases on: a throw-away cluster of its own from
 * scripts/pg-throwaway.sh with durable commits, stopped afterwards with scripts/pg-stop.sh;
 * else TEST_DATABASE_URL as it is. Null when neither is available.
 */
export function openPostgres(): Postgres | null {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (!existsSync(THROWAWAY)) return given ? { adminUrl: given, stop: () => undefined } : null;
  const started = spawnSync('bash', [THROWAWAY], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PG_EXTRA_OPTS: DURABLE } });
  if (started.status !== 0) throw new Error(`scripts/pg-throwaway.sh failed:\n${started.stderr}`);
  const vars = parseExports(started.stdout);
  const adminUrl = vars.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error(`scripts/pg-throwaway.sh printed no TEST_DATABASE_URL:\n${started.stdout}`);
  return {
    adminUrl,
    stop: () => {
      spawnSync('bash', [STOP], { cwd: ROOT, env: { ...process.env, ...vars }, stdio: 'inherit' });
    },
  };
}
