import { defineCalls } from '../kit/call';
import {
  ChannelListRequestSchema,
  FollowedChannelSchema,
  InboxListRequestSchema,
  InboxProgramRequestSchema,
  InboxProgramSchema,
  MarkProgramViewedRequestSchema,
  ProgramDetailSchema,
} from '../schemas/inbox';
import { PageSchema } from '../schemas/lists';
import { TaskActionResponseSchema } from '../schemas/tasks';

/** Home (§2): the caller’s inbox and followed channels. */
export const INBOX_CALLS = defineCalls({
  markProgramViewed: {
    tag: 'inbox',
    summary: 'Marks a published program of the caller’s inbox viewed',
    request: MarkProgramViewedRequestSchema,
    response: TaskActionResponseSchema,
    access: { anyOf: ['inbox.view'] },
  },
  listInboxPrograms: {
    tag: 'inbox',
    summary: 'The caller’s inbox in the current organisation: all, not viewed or viewed, paged (§2 Home)',
    request: InboxListRequestSchema,
    response: PageSchema(InboxProgramSchema),
    access: { anyOf: ['inbox.view'] },
  },
  getInboxProgram: {
    tag: 'inbox',
    summary: 'Opens a program of the caller’s inbox or followed channels; a not-viewed delivery becomes viewed',
    request: InboxProgramRequestSchema,
    response: ProgramDetailSchema,
    access: { anyOf: ['inbox.view'] },
  },
  listFollowedChannels: {
    tag: 'inbox',
    summary: 'The channels the caller follows in the current organisation, with their newest programs, paged (§2 Home)',
    request: ChannelListRequestSchema,
    response: PageSchema(FollowedChannelSchema),
    access: { anyOf: ['inbox.view'] },
  },
});
