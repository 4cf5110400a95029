import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './compile';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the audited page ended up (a lost session would land on /login). */
  finalUrl: string;
  /** Audits that cost points: "category: id (score)". */
  failing: string[];
}

interface Audit {
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
}
interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices', Category>;
  audits: Record<string, Audit>;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Scored audits below full marks; for performance, the metrics below 0.9 (Lighthouse's "good"). */
export function failingAudits(report: Pick<Report, 'categories' | 'audits'>): string[] {
  return CATEGORIES.flatMap((name) =>
    report.categories[name].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, score: report.audits[ref.id]?.score ?? null }))
      .filter(({ score }) => score !== null && score < (name === 'performance' ? 0.9 : 1))
      .map(({ id, score }) => `${name}: ${id} (${score})`),
  );
}

export function summarise(report: Report): LighthouseRun {
  const score = (name: (typeof CATEGORIES)[number]) => Math.round((report.categories[name].score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalUrl: report.finalDisplayedUrl,
    failing: failingAudits(report),
  };
}

/**
 * Lighthouse 12's CLI (desktop preset) against an already running Chromium. With keepStorage
 * the app's stored session survives (Lighthouse would otherwise clear it); the caller then
 * clears the HTTP cache itself so every run is still a cold load.
 */
export function runLighthouse(url: string, port: number, keepStorage: boolean): Promise<LighthouseRun> {
  const args = [
    path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    url,
    `--port=${port}`,
    '--preset=desktop',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited ${code}: ${stderr.slice(-2000)}`));
      const report = JSON.parse(stdout) as Report;
      if (report.runtimeError) return reject(new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`));
      resolve(summarise(report));
    });
  });
}
