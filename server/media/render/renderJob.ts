import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/port';
import type { LiveNotice } from '../../live/notice';
import type { ObjectFiles } from '../objectFiles';
import { runTool, type MediaTools } from '../processing/tools';
import { keepChosenPoster } from './chosenPoster';
import { renderArgs, renderedSeconds } from './renderPlan';
import { renderNotice, tell } from './renderNotice';
import { RenderRefusal, resolvePieces } from './renderSources';
import { RENDER_RETRY_LIMIT, type RenderJob } from './renderQueue';
import { storeRender } from './storeRender';
import { failVersion, loadVersion, setRenderProgress, startRendering } from './versionRepository';

export interface RenderDeps {
  db: Db;
  files: ObjectFiles;
  tools: MediaTools;
  publish: (notice: LiveNotice) => Promise<void>;
  /** Queues the stored render for processing (ladder, posters, storyboard), like an upload. */
  enqueueProcessing: (key: string) => Promise<void>;
  scratchDir?: string;
}

export type RenderOutcome = 'rendered' | 'failed' | 'skipped';

/** Progress is written and told in steps of this many percent, not on every ffmpeg report. */
const PROGRESS_STEP = 5;
const OUTPUT = 'program.mp4';

/**
 * Renders one version of a program: its pieces resolved, cut and joined by one ffmpeg run,
 * stored as a media object of the organisation and handed to processing. A version already past
 * rendering is left alone, so a job delivered twice renders once. A refusal (a source gone or not
 * processed) is final; any other error is thrown for the queue to retry, and the last attempt
 * fails the version as renderFailed. A failed version never becomes current.
 */
export async function renderVersion(deps: RenderDeps, job: RenderJob, retryCount = 0): Promise<RenderOutcome> {
  const version = await loadVersion(deps.db, job.programId, job.version);
  if (version === null) return 'skipped';
  if (version.state === 'processing') {
    // Stored by an attempt whose send to processing may have been lost: sending again is harmless.
    const [row] = await deps.db.query<{ media_key: string | null }>(
      'SELECT media_key FROM program_versions WHERE program_id = $1 AND number = $2',
      [job.programId, job.version],
    );
    if (row?.media_key != null) await deps.enqueueProcessing(row.media_key);
    return 'skipped';
  }
  if (!(await startRendering(deps.db, job.programId, job.version))) return 'skipped';
  await tell(deps.publish, renderNotice(version, 'rendering', 0));
  const scratch = await fs.promises.mkdtemp(path.join(deps.scratchDir ?? os.tmpdir(), 'takeflow-render-'));
  try {
    const pieces = await resolvePieces(deps.db, deps.files, version, scratch);
    const total = renderedSeconds(pieces);
    let told = 0;
    const onStdout = (chunk: string) => {
      for (const match of chunk.matchAll(/out_time_(?:us|ms)=(\d+)/g)) {
        const progress = Math.min(99, Math.floor((Number(match[1]) / 1e6 / total) * 100));
        if (progress < told + PROGRESS_STEP) continue;
        told = progress;
        // A lost progress report only delays the next one: it must not fail the render.
        void setRenderProgress(deps.db, job.programId, job.version, progress)
          .then(() => tell(deps.publish, renderNotice(version, 'rendering', progress)))
          .catch(() => undefined);
      }
    };
    await runTool(deps.tools, deps.tools.ffmpeg, renderArgs(pieces, OUTPUT), { cwd: scratch, onStdout, keepStdout: false });
    const key = await storeRender(deps.db, deps.files, version, path.join(scratch, OUTPUT), total);
    // Without the chosen thumbnail the version keeps processing's own: no reason to render again.
    await keepChosenPoster(deps, version, key, version.edit.poster, path.join(scratch, OUTPUT)).catch(() => undefined);
    await tell(deps.publish, renderNotice(version, 'processing', 100));
    await deps.enqueueProcessing(key);
    return 'rendered';
  } catch (error) {
    if (!(error instanceof RenderRefusal) && retryCount < RENDER_RETRY_LIMIT) {
      await setRenderProgress(deps.db, job.programId, job.version, 0);
      throw error;
    }
    const code = error instanceof RenderRefusal ? error.code : 'renderFailed';
    await failVersion(deps.db, job.programId, job.version, code);
    await tell(deps.publish, renderNotice(version, 'failed', 0, code));
    return 'failed';
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}
