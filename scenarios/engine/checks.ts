import type { Tab, World } from '../../src/features/session/testing/harness';
import type { ExpectJson, TabExpectJson } from './types';
import { matches, resolveValue, show } from './values';

function checkTab(tab: Tab, expected: TabExpectJson, label: string): string[] {
  const problems: string[] = [];
  const state = tab.state();
  const compare = (name: string, want: unknown, got: unknown) => {
    if (!matches(want, got)) problems.push(`${label}${name}: expected ${show(want)}, got ${show(got)}`);
  };
  if (expected.state !== undefined) compare('state', expected.state, state.status);
  if (expected.route !== undefined) compare('route', expected.route, tab.path());
  if (expected.reloads !== undefined) compare('reloads', expected.reloads, tab.reloads.length);
  if (expected.idleWarning !== undefined) compare('idle warning', expected.idleWarning, state.idleWarning?.secondsLeft ?? null);
  if (expected.loginError !== undefined)
    compare('login error', expected.loginError, state.loginError?.message ?? state.loginError?.messageKey ?? null);
  if (expected.cookies !== undefined) compare('cookies', expected.cookies, tab.cookies.size > 0 ? 'set' : 'cleared');
  for (const type of expected.dispatched ?? []) {
    if (tab.dispatched(type) === 0) problems.push(`${label}dispatched: expected ${type}, it never happened`);
  }
  for (const type of expected.notDispatched ?? []) {
    if (tab.dispatched(type) > 0) problems.push(`${label}dispatched: ${type} happened ${tab.dispatched(type)} time(s), expected never`);
  }
  return problems;
}

function countRequests(world: World, key: string): number {
  const [path, grant] = key.split('#');
  return world.requests.filter((r) => r.path === path && (grant === undefined || r.form?.grant_type === grant)).length;
}

/** Every difference between what a step expects and what is, in words. */
export function check(world: World, tab: Tab, tabs: Map<string, Tab>, expected: ExpectJson, result: unknown): string[] {
  const problems = checkTab(tab, expected, '');
  const stored = world.storage.dump();
  for (const [key, raw] of Object.entries(expected.storage ?? {})) {
    const want = raw === null || raw === '*' ? raw : resolveValue(raw, world.now());
    const got = stored[key] ?? null;
    if (!matches(want, got)) problems.push(`storage ${key}: expected ${show(want)}, got ${show(got)}`);
  }
  if (expected.storageKeys) {
    const allowed = new Set([...expected.storageKeys, ...Object.keys(expected.storage ?? {})]);
    const extra = Object.keys(stored).filter((key) => !allowed.has(key));
    if (extra.length > 0) problems.push(`storage: unexpected keys ${extra.join(', ')}`);
  }
  for (const [key, want] of Object.entries(expected.requests ?? {})) {
    const got = countRequests(world, key);
    if (got !== want) problems.push(`requests ${key}: expected ${want}, got ${got}`);
  }
  if (expected.lastRequest) {
    const { path, ...shape } = expected.lastRequest;
    const last = world.requests.filter((r) => r.path === path).at(-1);
    if (!last) problems.push(`last request to ${path}: there was none`);
    else if (!matches(shape, last))
      problems.push(
        `last request to ${path}: expected ${show(shape)}, got ${show({ form: last.form, json: last.json, headers: last.headers })}`,
      );
  }
  if ('result' in expected) {
    const got =
      result && typeof result === 'object' && 'status' in result && typeof expected.result === 'string'
        ? (result as { status: unknown }).status
        : result;
    if (!matches(expected.result, got ?? null)) problems.push(`result: expected ${show(expected.result)}, got ${show(result)}`);
  }
  for (const [name, tabExpect] of Object.entries(expected.tabs ?? {})) {
    const other = tabs.get(name);
    if (!other) problems.push(`tab ${name}: no such tab`);
    else problems.push(...checkTab(other, tabExpect, `tab ${name} `));
  }
  return problems;
}
