import { readFileSync } from 'node:fs';
import path from 'node:path';
import { callApi } from '../../src/api';
import { loginRequested, logoutRequested, passwordChangeSubmitted, staySignedInRequested } from '../../src/features/session/events';
import { switchCustomerTokens } from '../../src/features/session/sagas/switchCustomerTokens';
import { createWorld, WORLD_START, type Tab, type World } from '../../src/features/session/testing/harness';
import { check } from './checks';
import { scenarioServer } from './server';
import type { ScenarioJson, StepJson } from './types';
import { formatClock, parseDuration, resolveValue } from './values';

interface ScenarioReport {
  file: string;
  title: string;
  spec?: string;
  lines: string[];
  failures: string[];
}

function describeStep(step: StepJson): string {
  switch (step.do) {
    case 'open':
      return `open ${step.path}`;
    case 'advance':
      return `wait ${step.by}`;
    case 'login':
      return `sign in as ${step.username}${step.rememberMe ? ' (remember me)' : ''}`;
    case 'call':
      return `${step.background ? 'poll' : 'call'} ${step.path.split('/').pop()}${step.count && step.count > 1 ? ` ×${step.count}` : ''}`;
    case 'storage':
      return `storage ${Object.keys(step.set).join(', ')}`;
    case 'changePassword':
      return 'submit a new password';
    case 'switchCustomer':
      return `switch to customer ${step.customerId}`;
    case 'dispatch':
      return `dispatch ${step.action.type}`;
    default:
      return step.do;
  }
}

async function perform(world: World, tabs: Map<string, Tab>, name: string, step: StepJson): Promise<unknown> {
  if (step.do === 'open') {
    tabs.set(name, world.openTab(step.path));
    await world.settle();
    return undefined;
  }
  const tab = tabs.get(name);
  if (!tab) throw new Error(`Tab ${name} is not open (add {"do": "open", "path": …} first)`);
  let pending: Promise<unknown> | undefined;
  switch (step.do) {
    case 'advance':
      await world.advance(parseDuration(step.by));
      return undefined;
    case 'activity':
      tab.activity.emit();
      break;
    case 'login':
      tab.dispatch(
        loginRequested({
          username: step.username,
          password: step.password,
          rememberMe: step.rememberMe ?? false,
          customerId: step.customerId,
          captcha: step.captcha,
        }),
      );
      break;
    case 'logout':
      tab.dispatch(logoutRequested());
      break;
    case 'staySignedIn':
      tab.dispatch(staySignedInRequested());
      break;
    case 'changePassword':
      tab.dispatch(passwordChangeSubmitted({ currentPassword: step.currentPassword, newPassword: step.newPassword }));
      break;
    case 'dispatch':
      tab.dispatch(step.action);
      break;
    case 'storage':
      for (const [key, value] of Object.entries(step.set)) {
        if (value === null) world.storage.removeItem(key);
        else world.storage.setItem(key, resolveValue(value, world.now()));
      }
      break;
    case 'call': {
      const calls = Array.from({ length: step.count ?? 1 }, () =>
        tab.run(callApi, step.path, step.clientRequest ?? {}, { background: step.background }),
      );
      pending = Promise.all(calls).then((results) => (results.length === 1 ? results[0] : results));
      break;
    }
    case 'switchCustomer':
      pending = tab.run(switchCustomerTokens, step.customerId);
      break;
    case 'reload':
      // The browser reloads the page: a fresh app boots on the same route with the same storage.
      tab.close();
      tabs.set(name, world.openTab(tab.path()));
      break;
  }
  await world.settle();
  return pending ? await pending : undefined;
}

/** Replays one scenario file on a fake clock and reports a timeline and every failed expectation. */
export async function runScenario(file: string): Promise<ScenarioReport> {
  const scenario = JSON.parse(readFileSync(file, 'utf8')) as ScenarioJson;
  const start = scenario.start ? Date.parse(scenario.start) : WORLD_START;
  const storage = Object.fromEntries(Object.entries(scenario.storage ?? {}).map(([k, v]) => [k, resolveValue(v, start)]));
  const world = createWorld({ start, storage, config: scenario.config, server: scenarioServer(scenario.server ?? {}) });
  const report: ScenarioReport = { file: path.basename(file), title: scenario.title, spec: scenario.spec, lines: [], failures: [] };
  const tabs = new Map<string, Tab>();
  let current = 'A';
  try {
    for (const [index, step] of scenario.steps.entries()) {
      current = step.tab ?? (step.do === 'open' ? String.fromCharCode(65 + tabs.size) : current);
      const result = await perform(world, tabs, current, step);
      const tab = tabs.get(current) as Tab;
      const state = tab.state();
      const problems = step.expect ? check(world, tab, tabs, step.expect, result) : [];
      const mark = problems.length === 0 ? '✓' : '✗';
      const what = `${describeStep(step)}${step.note ? ` — ${step.note}` : ''}`;
      report.lines.push(
        `  ${mark} ${formatClock(world.now() - start)}  [${current}] ${what.padEnd(44)} state=${state.status} route=${tab.path()}`,
      );
      for (const problem of problems) {
        report.lines.push(`        ✗ ${problem}`);
        report.failures.push(`step ${index + 1} (${describeStep(step)}): ${problem}`);
      }
    }
  } catch (error) {
    report.failures.push(`the scenario could not run: ${(error as Error).message}`);
    report.lines.push(`  ✗ ${(error as Error).message}`);
  } finally {
    world.close();
  }
  return report;
}

export function formatReport(report: ScenarioReport): string {
  const head = `${report.failures.length === 0 ? 'PASS' : 'FAIL'}  ${report.file} — ${report.title}${report.spec ? ` (${report.spec})` : ''}`;
  return [head, ...report.lines].join('\n');
}
