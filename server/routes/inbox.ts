import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  CHANNEL_SORT_KEYS,
  INBOX_SORT_KEYS,
  INBOX_VIEWS,
  ROLE,
  type ChannelSortKey,
  type FollowedChannel,
  type InboxProgram,
  type InboxSortKey,
  type InboxView,
  type PageRequest,
  type ProgramDetail,
} from '../../contract';
import { needs } from '../access/routeAccess';
import { requireCaller, type Caller } from '../auth/guard';
import { countFollowedChannels, listFollowedChannels, newestProgramsOf } from '../content/channelRepository';
import { markProgramViewed } from '../content/countingWrites';
import { countInbox, findOpenableProgram, listInbox, type InboxRow } from '../content/inboxRepository';
import { mediaUrlOf } from '../content/mediaUrls';
import type { AppContext } from '../context';
import { one } from '../db/port';
import { ServiceFailure } from '../errors';
import { Id, Nullable } from '../schemaKit';
import { ok, serviceSchema } from './envelope';
import { limitOffset, pageOf, pageRequestProperties, PageSchema, searchWords } from './listSchema';
import { NO_PROFILE, PROGRAM_NOT_FOUND } from './content';

export const CHANNELS_HIDDEN = 'Channels are hidden in this organisation';

const InboxProgramSchema = Type.Object({
  programId: Type.Integer(),
  title: Type.String(),
  sharedBy: Type.String(),
  sharedAt: Type.String({ format: 'date-time' }),
  durationSeconds: Nullable(Type.Integer({ minimum: 0 })),
  thumbnailUrl: Nullable(Type.String()),
  viewed: Type.Boolean(),
});

const ProgramDetailSchema = Type.Composite([
  InboxProgramSchema,
  Type.Object({ mediaUrl: Nullable(Type.String()), markedViewed: Type.Boolean() }),
]);

const FollowedChannelSchema = Type.Object({
  channelId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  programCount: Type.Integer({ minimum: 0 }),
  newestPrograms: Type.Array(
    Type.Object({ programId: Type.Integer(), title: Type.String(), addedAt: Type.String({ format: 'date-time' }) }),
  ),
});

const iso = (value: Date | string) => new Date(value).toISOString();

/** The member and organisation every Home call is bound to. */
function memberOf(caller: Caller): { customerUserId: number; customerId: number } {
  if (caller.customerUserId === null || caller.customerId === null) throw new ServiceFailure(403, NO_PROFILE);
  return { customerUserId: caller.customerUserId, customerId: caller.customerId };
}

/** §6: Home › Channels needs admin or manager, or viewer or creator where the organisation is not hidden. */
async function requireChannelsVisible(ctx: AppContext, caller: Caller, customerId: number): Promise<void> {
  if (caller.roles.includes(ROLE.admin) || caller.roles.includes(ROLE.manager)) return;
  const row = await one<{ hidden: boolean }>(ctx.db, 'SELECT hide_organisation AS hidden FROM customers WHERE id = $1', [customerId]);
  if (row?.hidden !== false) throw new ServiceFailure(403, CHANNELS_HIDDEN);
}

/** Home (§2): the inbox lists, opening a program, and the followed channels. */
export async function inboxRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const toItem = (row: InboxRow): InboxProgram => ({
    programId: row.programId,
    title: row.title,
    sharedBy: row.sharedBy,
    sharedAt: iso(row.sharedAt),
    durationSeconds: row.durationSeconds,
    thumbnailUrl: mediaUrlOf(ctx.config, row.thumbnailKey),
    viewed: row.viewed,
  });

  app.post<{ Body: { clientRequest: PageRequest<InboxSortKey> & { view: InboxView } } }>(
    API_PATHS.listInboxPrograms,
    {
      config: needs(['inbox.view']),
      schema: serviceSchema({
        tag: 'inbox',
        summary: 'The caller’s inbox in the current organisation: all, not viewed or viewed, paged (§2 Home)',
        clientRequest: {
          view: Type.Union(
            INBOX_VIEWS.map((view) => Type.Literal(view)),
            { description: 'all: inboxLibraryCount, notViewed: inboxNewCount, viewed: inboxWatchedCount' },
          ),
          ...pageRequestProperties(INBOX_SORT_KEYS),
        },
        clientResponse: PageSchema(InboxProgramSchema),
      }),
    },
    async (request) => {
      const member = memberOf(requireCaller(request));
      const { view, ...pageRequest } = request.body.clientRequest;
      const words = searchWords(pageRequest.search);
      const [total, rows] = await Promise.all([
        countInbox(ctx.db, { ...member, view, words }),
        listInbox(ctx.db, { ...member, view, words, request: pageRequest, ...limitOffset(pageRequest) }),
      ]);
      return ok(pageOf(pageRequest, rows.map(toItem), total));
    },
  );

  app.post<{ Body: { clientRequest: { programId: number } } }>(
    API_PATHS.getInboxProgram,
    {
      config: needs(['inbox.view']),
      schema: serviceSchema({
        tag: 'inbox',
        summary: 'Opens a program of the caller’s inbox or followed channels; a not-viewed delivery becomes viewed',
        clientRequest: { programId: Id('A program delivered to the caller or in a channel the caller follows') },
        clientResponse: ProgramDetailSchema,
      }),
    },
    async (request) => {
      const member = memberOf(requireCaller(request));
      const programId = request.body.clientRequest.programId;
      const row = await findOpenableProgram(ctx.db, member.customerUserId, member.customerId, programId);
      // Another member's or another organisation's program reads as missing: its existence is not told.
      if (row === null) throw new ServiceFailure(404, PROGRAM_NOT_FOUND);
      // The count-changing write goes through countingWrites, which announces the new counts.
      const markedViewed = row.delivered && !row.viewed && (await markProgramViewed(ctx, member.customerUserId, programId)) === 'changed';
      const detail: ProgramDetail = {
        ...toItem(row),
        viewed: row.viewed || markedViewed,
        mediaUrl: mediaUrlOf(ctx.config, row.mediaKey),
        markedViewed,
      };
      return ok(detail);
    },
  );

  app.post<{ Body: { clientRequest: PageRequest<ChannelSortKey> } }>(
    API_PATHS.listFollowedChannels,
    {
      config: needs(['inbox.view']),
      schema: serviceSchema({
        tag: 'inbox',
        summary: 'The channels the caller follows in the current organisation, with their newest programs, paged (§2 Home)',
        clientRequest: pageRequestProperties(CHANNEL_SORT_KEYS),
        clientResponse: PageSchema(FollowedChannelSchema),
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const member = memberOf(caller);
      await requireChannelsVisible(ctx, caller, member.customerId);
      const pageRequest = request.body.clientRequest;
      const words = searchWords(pageRequest.search);
      const [total, rows] = await Promise.all([
        countFollowedChannels(ctx.db, member.customerUserId, member.customerId, words),
        listFollowedChannels(ctx.db, { ...member, words, request: pageRequest, ...limitOffset(pageRequest) }),
      ]);
      const newest = await newestProgramsOf(
        ctx.db,
        member.customerId,
        rows.map((row) => row.channelId),
      );
      const items: FollowedChannel[] = rows.map((row) => ({
        channelId: row.channelId,
        name: row.name,
        description: row.description,
        programCount: row.programCount,
        newestPrograms: newest
          .filter((program) => program.channelId === row.channelId)
          .map((program) => ({ programId: program.programId, title: program.title, addedAt: iso(program.addedAt) })),
      }));
      return ok(pageOf(pageRequest, items, total));
    },
  );
}
