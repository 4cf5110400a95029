import { Type, type Static } from '@sinclair/typebox';
import { MAX_EDIT_ITEMS, MAX_STILL_SECONDS, MAX_TITLE_LENGTH, MIN_PIECE_SECONDS } from '../programs';
import { Nullable, Text } from './kit';

const ItemId = Text(64, 'Chosen by the builder, unique within the edit; keeps an item’s identity through reorders', 1);
const MediaKey = (what: string) => Text(1024, `The key of ${what} of the program’s organisation`, 1);
const Seconds = (description: string) => Type.Number({ minimum: 0, maximum: 86_400, description });
const StillSeconds = Type.Number({ minimum: MIN_PIECE_SECONDS, maximum: MAX_STILL_SECONDS, description: 'How long it shows' });

/** A Footage clip cut to [inSeconds, outSeconds) of its source. */
export const ClipItemSchema = Type.Object({
  kind: Type.Literal('clip'),
  id: ItemId,
  mediaKey: MediaKey('a Footage item'),
  inSeconds: Seconds('Where the clip starts in its source'),
  outSeconds: Seconds('Where it ends in its source; more than inSeconds by at least MIN_PIECE_SECONDS'),
});
export type ClipItem = Static<typeof ClipItemSchema>;

/** A still image from Files, shown for a while. */
export const ImageItemSchema = Type.Object({
  kind: Type.Literal('image'),
  id: ItemId,
  mediaKey: MediaKey('an image of Files'),
  durationSeconds: StillSeconds,
});
export type ImageItem = Static<typeof ImageItemSchema>;

/** A title card: white text centred on black. */
export const TitleItemSchema = Type.Object({
  kind: Type.Literal('title'),
  id: ItemId,
  text: Text(MAX_TITLE_LENGTH, 'The card’s words', 1),
  durationSeconds: StillSeconds,
});
export type TitleItem = Static<typeof TitleItemSchema>;

export const EditItemSchema = Type.Union([ClipItemSchema, ImageItemSchema, TitleItemSchema]);
export type EditItem = Static<typeof EditItemSchema>;

/** The program's poster: a frame of the program, an uploaded image of Files, or the pipeline's own choice. */
export const PosterChoiceSchema = Nullable(
  Type.Union([
    Type.Object({ kind: Type.Literal('frame'), atSeconds: Seconds('A moment of the program') }),
    Type.Object({ kind: Type.Literal('image'), mediaKey: MediaKey('an image of Files') }),
  ]),
);
export type PosterChoice = Static<typeof PosterChoiceSchema>;

/**
 * A program's edit decision list: what its author built in the program builder, saved as they
 * work, played in the browser as a preview and rendered into a version by the video pipeline.
 * Times are seconds of the source (clips) or of the program (durations); the renderer cuts at
 * the nearest frame.
 */
export const ProgramEditSchema = Type.Object({
  /** Whether the organisation's intro and outro bumpers open and close the program. */
  intro: Type.Boolean(),
  outro: Type.Boolean(),
  items: Type.Array(EditItemSchema, { maxItems: MAX_EDIT_ITEMS }),
  poster: Type.Optional(PosterChoiceSchema),
});
export type ProgramEdit = Static<typeof ProgramEditSchema>;

/** Where a version stands: rendered by the program render job, then processed like an upload. */
export const VersionStateSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('rendering'),
  Type.Literal('processing'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);
export type VersionState = Static<typeof VersionStateSchema>;

/** Why a render failed: a source gone or not playable, or the render itself. */
export const RenderErrorSchema = Type.Union([
  Type.Literal('sourceMissing'),
  Type.Literal('sourceNotReady'),
  Type.Literal('emptyEdit'),
  Type.Literal('renderFailed'),
]);
export type RenderError = Static<typeof RenderErrorSchema>;
