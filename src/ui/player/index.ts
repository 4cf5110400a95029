/**
 * The video player (MUI around media-chrome and hls.js, both loaded on first use): import it from
 * an area's lazily loaded page only, never through src/ui/index.ts.
 */
export { Player } from './Player';
export { playsAsUploaded, type PlayableMedia } from './source';
