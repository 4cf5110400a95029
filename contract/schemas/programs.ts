import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Text } from './kit';
import { PlayableMediaSchema } from './media';
import { ProgramEditSchema, RenderErrorSchema, VersionStateSchema } from './programEdit';

const ProgramId = Id('A program of the caller’s');
const Title = Text(200, 'The program’s title', 1);
const Description = Text(5000, 'What the program is about');

/** Create › Programs › New: a draft with an empty edit, opened in the builder. */
export const CreateProgramRequestSchema = Type.Object({ title: Title, description: Type.Optional(Description) });
export type CreateProgramRequest = Static<typeof CreateProgramRequestSchema>;

export const CreateProgramResponseSchema = Type.Object({ programId: Id() });
export type CreateProgramResponse = Static<typeof CreateProgramResponseSchema>;

export const ProgramRequestSchema = Type.Object({ programId: ProgramId });
export type ProgramRequest = Static<typeof ProgramRequestSchema>;

/** One render of the program: its video plays through the one player once processed. */
export const ProgramVersionSchema = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  state: VersionStateSchema,
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  error: Nullable(RenderErrorSchema),
  durationSeconds: Nullable(Type.Number({ minimum: 0 })),
  createdAt: Type.String({ format: 'date-time' }),
  /** Null until the rendered video exists. */
  media: Nullable(PlayableMediaSchema),
});
export type ProgramVersion = Static<typeof ProgramVersionSchema>;

/** A bumper of the organisation, as the builder shows it; `media` plays it through the one player. */
export const BumperSchema = Nullable(
  Type.Object({ key: Type.String(), name: Type.String(), durationSeconds: Nullable(Type.Number()), media: Nullable(PlayableMediaSchema) }),
);
export type Bumper = Static<typeof BumperSchema>;

export const BumpersSchema = Type.Object({ intro: BumperSchema, outro: BumperSchema });
export type Bumpers = Static<typeof BumpersSchema>;

/** Everything the builder opens a program with. */
export const ProgramEditorSchema = Type.Object({
  programId: Id(),
  title: Type.String(),
  description: Type.String(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('pending_approval'), Type.Literal('published')]),
  /** Send it back with the next save: a save from an older revision is refused (409). */
  revision: Type.Integer({ minimum: 0 }),
  edit: ProgramEditSchema,
  /** The version reviewed and published; null until a render is ready. */
  currentVersion: Nullable(Type.Integer({ minimum: 1 })),
  /** Newest first. */
  versions: Type.Array(ProgramVersionSchema),
  bumpers: BumpersSchema,
});
export type ProgramEditor = Static<typeof ProgramEditorSchema>;

export const SaveProgramEditRequestSchema = Type.Object({
  programId: ProgramId,
  /** The revision the change was made on. */
  revision: Type.Integer({ minimum: 0 }),
  title: Title,
  description: Description,
  edit: ProgramEditSchema,
});
export type SaveProgramEditRequest = Static<typeof SaveProgramEditRequestSchema>;

export const SaveProgramEditResponseSchema = Type.Object({ revision: Type.Integer({ minimum: 0 }) });
export type SaveProgramEditResponse = Static<typeof SaveProgramEditResponseSchema>;

/** Renders the saved edit of that revision into a new version. */
export const RenderProgramRequestSchema = Type.Object({ programId: ProgramId, revision: Type.Integer({ minimum: 0 }) });
export type RenderProgramRequest = Static<typeof RenderProgramRequestSchema>;

export const RenderProgramResponseSchema = Type.Object({ version: Type.Integer({ minimum: 1 }) });
export type RenderProgramResponse = Static<typeof RenderProgramResponseSchema>;

/** A content manager sets or clears the organisation's bumpers: Footage items of the organisation. */
export const SetBumpersRequestSchema = Type.Object({
  introKey: Nullable(Text(1024, 'A Footage item, or null for no intro', 1)),
  outroKey: Nullable(Text(1024, 'A Footage item, or null for no outro', 1)),
});
export type SetBumpersRequest = Static<typeof SetBumpersRequestSchema>;
