import { defineCalls } from '../kit/call';
import { PageSchema } from '../schemas/lists';
import {
  ProgramPublicationSchema,
  NamedTargetsSchema,
  PublishTargetOptionsRequestSchema,
  PublishedProgramItemSchema,
  PublishedProgramListRequestSchema,
  PublishedProgramRequestSchema,
  SubmitProgramRequestSchema,
  SubmitProgramResponseSchema,
} from '../schemas/publishing';
import { TaskActionResponseSchema } from '../schemas/tasks';

/** Create › Programs and Tasks › Approvals: submitting a program, where it is published, taking it down. */
export const PUBLISHING_CALLS = defineCalls({
  submitProgram: {
    tag: 'program',
    summary:
      'Submits a draft program of the caller’s that has a video for approval, with an optional proposal of channels and members; a resubmission starts a new round',
    request: SubmitProgramRequestSchema,
    response: SubmitProgramResponseSchema,
    access: { anyOf: ['program.create'] },
  },
  getPublishTargetOptions: {
    tag: 'program',
    summary: 'Channels and active members of the caller’s organisation a program may be published to; search matches the name',
    request: PublishTargetOptionsRequestSchema,
    response: NamedTargetsSchema,
    access: { anyOf: ['program.create', 'approval.program'] },
  },
  getProgramPublication: {
    tag: 'program',
    summary:
      'Where a program is proposed to go and where it was published, with its earlier rounds of review: for its author and the organisation’s approvers',
    request: PublishedProgramRequestSchema,
    response: ProgramPublicationSchema,
    access: { anyOf: ['program.create', 'approval.program'] },
  },
  getPublishedPrograms: {
    tag: 'program',
    summary: 'Published and unpublished programs of the caller’s organisation, paged; search matches the title',
    request: PublishedProgramListRequestSchema,
    response: PageSchema(PublishedProgramItemSchema),
    access: { anyOf: ['approval.program'] },
  },
  unpublishProgram: {
    tag: 'program',
    summary:
      'Takes a published program of the organisation out of its channels and its recipients’ lists, keeping its targets and viewed history',
    request: PublishedProgramRequestSchema,
    response: TaskActionResponseSchema,
    access: { anyOf: ['approval.program'] },
  },
  republishProgram: {
    tag: 'program',
    summary: 'Publishes an unpublished program of the organisation again, to the same channels and recipients',
    request: PublishedProgramRequestSchema,
    response: TaskActionResponseSchema,
    access: { anyOf: ['approval.program'] },
  },
});
