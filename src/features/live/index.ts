/** Public surface of the live-updates feature. */
export { liveSaga } from './liveSaga';
/** What one event changes in a tab; the session's tests replay events through it. */
export { applyLiveEvent } from './liveEvents';
/** Events other features follow (the media lists, the uploader's rows). */
export { mediaProcessingReported, programRenderReported, reviewCommentReported } from './liveActions';
