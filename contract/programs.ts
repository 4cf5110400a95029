import type { ClipItem, EditItem, ImageItem, PosterChoice, ProgramEdit, RenderError, TitleItem, VersionState } from './schemas/programEdit';

export type { ClipItem, EditItem, ImageItem, PosterChoice, ProgramEdit, RenderError, TitleItem, VersionState };

/** The most pieces one program's edit holds. */
export const MAX_EDIT_ITEMS = 100;
/** The longest still image or title card, in seconds. */
export const MAX_STILL_SECONDS = 60;
/** The shortest piece of a sequence: at 30 fps, 0.1 s is three frames. */
export const MIN_PIECE_SECONDS = 0.1;
export const MAX_TITLE_LENGTH = 200;

/** A new program's edit: nothing in it yet, no bumpers. */
export const EMPTY_EDIT: ProgramEdit = { intro: false, outro: false, items: [] };

/** Where a version stands, and why a render failed (schemas/programEdit.ts), as lists a reader of the wire checks against. */
export const VERSION_STATES: readonly VersionState[] = ['queued', 'rendering', 'processing', 'ready', 'failed'];
export const RENDER_ERRORS: readonly RenderError[] = ['sourceMissing', 'sourceNotReady', 'emptyEdit', 'renderFailed'];
