import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ProcessingConfig } from '../../config';

/** The ffmpeg and ffprobe a worker runs, and where they came from. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  /** 'env', 'system' (/usr/bin) or 'packaged' (the npm package's static build). */
  source: 'env' | 'system' | 'packaged';
  /** ffmpeg's first `-version` line. */
  version: string;
  /** `nice` when present: transcoding yields the CPU to the API. */
  nice: string | null;
  timeoutMs: number;
}

const SYSTEM = { ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe' };

function packaged(name: 'ffmpeg' | 'ffprobe'): string | null {
  try {
    const manifest = require.resolve(`@${name}-installer/linux-x64/package.json`);
    const binary = path.join(path.dirname(manifest), name);
    return fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/**
 * FFMPEG_PATH / FFPROBE_PATH, else the system's (Debian's current ffmpeg is the production path),
 * else the static build shipped in an npm package, so the quick start works after `npm ci` alone.
 */
export function chooseTools(config: ProcessingConfig): MediaTools {
  let ffmpeg: string | null;
  let ffprobe: string | null;
  let source: MediaTools['source'];
  if (config.ffmpegPath !== null || config.ffprobePath !== null) {
    source = 'env';
    ffmpeg = config.ffmpegPath ?? SYSTEM.ffmpeg;
    ffprobe = config.ffprobePath ?? SYSTEM.ffprobe;
  } else if (fs.existsSync(SYSTEM.ffmpeg) && fs.existsSync(SYSTEM.ffprobe)) {
    source = 'system';
    ({ ffmpeg, ffprobe } = SYSTEM);
  } else {
    source = 'packaged';
    ffmpeg = packaged('ffmpeg');
    ffprobe = packaged('ffprobe');
  }
  if (ffmpeg === null || ffprobe === null) throw new Error('No ffmpeg found: set FFMPEG_PATH and FFPROBE_PATH');
  const run = spawnSync(ffmpeg, ['-hide_banner', '-version'], { encoding: 'utf8', timeout: 10_000 });
  if (run.status !== 0) throw new Error(`${ffmpeg} -version failed: ${run.error?.message ?? run.stderr}`);
  const version = run.stdout.split('\n')[0]?.trim() ?? 'unknown';
  const nice = fs.existsSync('/usr/bin/nice') ? '/usr/bin/nice' : null;
  return { ffmpeg, ffprobe, source, version, nice, timeoutMs: config.timeoutSeconds * 1000 };
}

export class ToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

/**
 * Runs ffmpeg or ffprobe as a child process (never in the server's own process), niced, with a
 * wall-clock limit, no stdin and the environment emptied; resolves with its stdout. `onStdout`
 * sees stdout as it comes (ffmpeg's `-progress pipe:1`).
 */
export function runTool(
  tools: MediaTools,
  binary: string,
  args: readonly string[],
  options: { cwd?: string; onStdout?: (chunk: string) => void; keepStdout?: boolean } = {},
): Promise<string> {
  const [command, argv] = tools.nice === null ? [binary, args] : [tools.nice, ['-n', '10', binary, ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: '/usr/bin:/bin' },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, tools.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.keepStdout !== false) stdout += chunk;
      options.onStdout?.(chunk);
    });
    // Only the end of stderr is kept: enough to say why, bounded for a chatty run.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-8000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ToolError(error.message, stderr, false));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new ToolError(`${path.basename(binary)} ${timedOut ? 'timed out' : `exited ${code ?? signal}`}`, stderr, timedOut));
    });
  });
}
