import type { FastifyInstance } from 'fastify';
import { ROLE, type FollowedChannel, type InboxProgram, type ProgramDetail } from '../../contract';
import { requireCaller, type Caller } from '../auth/guard';
import { isOrganisationHidden, listFollowedChannels, newestProgramsOf } from './channelRepository';
import { markProgramViewed } from './countingWrites';
import { findOpenableProgram, listInbox, type InboxRow } from './inboxRepository';
import { mediaUrlOf } from './mediaUrls';
import { objectUrlOf } from '../media/objectUrl';
import { findPlayable } from '../media/playableMedia';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { NO_PROFILE, PROGRAM_NOT_FOUND } from './contentRoutes';
import { INBOX_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const CHANNELS_HIDDEN = 'Channels are hidden in this organisation';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The member and organisation every Home call is bound to. */
function memberOf(caller: Caller): { customerUserId: number; customerId: number } {
  if (caller.customerUserId === null || caller.customerId === null) throw new ServiceFailure(403, NO_PROFILE);
  return { customerUserId: caller.customerUserId, customerId: caller.customerId };
}

/** §6: Home › Channels needs admin or manager, or viewer or creator where the organisation is not hidden. */
async function requireChannelsVisible(ctx: AppContext, caller: Caller, customerId: number): Promise<void> {
  if (caller.roles.includes(ROLE.admin) || caller.roles.includes(ROLE.manager)) return;
  if (await isOrganisationHidden(ctx.db, customerId)) throw new ServiceFailure(403, CHANNELS_HIDDEN);
}

/** Home (§2): the inbox lists, opening a program, and the followed channels. */
export async function inboxRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const urlOf = objectUrlOf(ctx.config);
  const toItem = (row: InboxRow): InboxProgram => ({
    programId: row.programId,
    title: row.title,
    sharedBy: row.sharedBy,
    sharedAt: iso(row.sharedAt),
    durationSeconds: row.durationSeconds,
    thumbnailUrl: mediaUrlOf(ctx.config, row.thumbnailKey),
    viewed: row.viewed,
  });

  serve(app, INBOX_CALLS.listInboxPrograms, async (request) => {
    const member = memberOf(requireCaller(request));
    const { view, ...pageRequest } = request.body.clientRequest;
    return ok(await listInbox(ctx.db, { ...member, view, request: pageRequest }, toItem));
  });

  serve(app, INBOX_CALLS.getInboxProgram, async (request) => {
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
      // The same stream, poster, previews and captions the Footage player plays.
      media: row.mediaKey === null ? null : await findPlayable(ctx.db, member.customerId, row.mediaKey, row.title, urlOf),
      markedViewed,
    };
    return ok(detail);
  });

  serve(app, INBOX_CALLS.listFollowedChannels, async (request) => {
    const caller = requireCaller(request);
    const member = memberOf(caller);
    await requireChannelsVisible(ctx, caller, member.customerId);
    const pageRequest = request.body.clientRequest;
    const page = await listFollowedChannels(ctx.db, { ...member, request: pageRequest });
    const newest = await newestProgramsOf(
      ctx.db,
      member.customerId,
      page.items.map((row) => row.channelId),
    );
    const items: FollowedChannel[] = page.items.map((row) => ({
      channelId: row.channelId,
      name: row.name,
      description: row.description,
      programCount: row.programCount,
      newestPrograms: newest
        .filter((program) => program.channelId === row.channelId)
        .map((program) => ({ programId: program.programId, title: program.title, addedAt: iso(program.addedAt) })),
    }));
    return ok({ ...page, items });
  });
}
