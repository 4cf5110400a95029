import type { ProgramVersion } from '../../../../../../contract/schemas/programs';

/** A version still on its way: queued, rendering, or processed like an upload. */
export const isUnderWay = (version: ProgramVersion) =>
  version.state === 'queued' || version.state === 'rendering' || version.state === 'processing';

/** A version that plays: ready, with its video. */
export const isPlayableVersion = (version: ProgramVersion) => version.state === 'ready' && version.media !== null;
