import { defineCalls } from '../kit/call';
import {
  BumpersSchema,
  CreateProgramRequestSchema,
  CreateProgramResponseSchema,
  ProgramEditorSchema,
  ProgramRequestSchema,
  RenderProgramRequestSchema,
  RenderProgramResponseSchema,
  SaveProgramEditRequestSchema,
  SaveProgramEditResponseSchema,
  SetBumpersRequestSchema,
} from '../schemas/programs';
import { Type } from '@sinclair/typebox';

/** Create › Programs: the program builder, its renders, and the organisation's bumpers. */
export const PROGRAMS_CALLS = defineCalls({
  createProgram: {
    tag: 'program',
    summary: 'Creates a draft program of the caller’s with an empty edit',
    request: CreateProgramRequestSchema,
    response: CreateProgramResponseSchema,
    access: { anyOf: ['program.create'] },
  },
  getProgramEditor: {
    tag: 'program',
    summary: 'One program of the caller’s as the builder opens it: its edit, revision, versions and the bumpers',
    request: ProgramRequestSchema,
    response: ProgramEditorSchema,
    access: { anyOf: ['program.create'] },
  },
  saveProgramEdit: {
    tag: 'program',
    summary: 'Saves the title, description and edit of a program of the caller’s; refused (409) from an older revision',
    request: SaveProgramEditRequestSchema,
    response: SaveProgramEditResponseSchema,
    access: { anyOf: ['program.create'] },
  },
  renderProgram: {
    tag: 'program',
    summary: 'Queues a render of the saved edit of that revision into the program’s next version',
    request: RenderProgramRequestSchema,
    response: RenderProgramResponseSchema,
    access: { anyOf: ['program.create'] },
  },
  getBumpers: {
    tag: 'program',
    summary: 'The organisation’s intro and outro bumpers',
    request: Type.Object({}),
    response: BumpersSchema,
    access: { anyOf: ['program.create', 'bumper.manage'] },
  },
  setBumpers: {
    tag: 'program',
    summary: 'Sets or clears the organisation’s intro and outro bumpers (Footage items)',
    request: SetBumpersRequestSchema,
    response: BumpersSchema,
    access: { anyOf: ['bumper.manage'] },
  },
});
