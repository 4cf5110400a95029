import type { FastifyInstance } from 'fastify';
import { PROGRAMS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';
import { requireCaller, type Caller } from '../auth/guard';
import { NO_PROFILE } from '../content/contentRoutes';
import { NOT_YOUR_PROGRAM } from '../content/programRoutes';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok } from '../kit/envelope';
import { objectUrlOf } from '../media/objectUrl';
import { readBumpers } from './bumperRepository';
import { readEditMedia } from './editMedia';
import { editViolations, mediaKeysOf } from './editRules';
import { createDraft, findOwnProgram, readVersions, saveEdit, type Author, type OwnProgram } from './programRepository';

export const BLANK_TITLE = 'A program needs a title';
export const STALE_REVISION = 'This program has been saved elsewhere since you opened it: reload it to go on';
/** Once submitted, what the approvers review is what is published: a rejection makes it a draft again. */
export const PENDING_NOT_EDITABLE = 'This program is waiting for approval and cannot be changed until it is decided';
export const PUBLISHED_NOT_EDITABLE = 'This program is published and can no longer be changed';
/** Up to MAX_EDIT_ITEMS items whose keys may each be 1,024 characters of any script. */
const SAVE_BODY_LIMIT = 1024 * 1024;

/** The member and organisation every builder call is bound to. */
function authorOf(caller: Caller): Author {
  if (caller.customerUserId === null || caller.customerId === null) throw new ServiceFailure(403, NO_PROFILE);
  return { customerUserId: caller.customerUserId, customerId: caller.customerId };
}

function titleOf(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw fieldFailure('title', 'blank', BLANK_TITLE);
  return trimmed;
}

/** Only a draft (a rejected one among them) is edited; the 409 says why anything else is not. */
function requireEditable(program: OwnProgram, revision: number): void {
  if (program.status === 'pending_approval') throw new ServiceFailure(409, PENDING_NOT_EDITABLE, { code: 'not_editable' });
  if (program.status === 'published') throw new ServiceFailure(409, PUBLISHED_NOT_EDITABLE, { code: 'not_editable' });
  // A save from another tab's older revision would undo what was saved since: refused, never merged.
  if (program.revision !== revision) throw new ServiceFailure(409, STALE_REVISION, { code: 'stale_revision' });
}

/** Create › Programs: the author creates a program, opens it in the builder and saves its edit. */
export async function programBuilderRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, config } = opts.ctx;
  const urlOf = objectUrlOf(config);

  serve(app, PROGRAMS_CALLS.createProgram, async (request) => {
    const author = authorOf(requireCaller(request));
    const { title, description = '' } = request.body.clientRequest;
    return ok({ programId: await createDraft(db, author, { title: titleOf(title), description }, clock.now()) });
  });

  serve(app, PROGRAMS_CALLS.getProgramEditor, async (request) => {
    const author = authorOf(requireCaller(request));
    const program = await findOwnProgram(db, author, request.body.clientRequest.programId);
    // Another member's or another organisation's program reads as missing: its existence is not told.
    if (program === null) throw new ServiceFailure(404, NOT_YOUR_PROGRAM);
    const { id, revision, ...rest } = program;
    return ok({
      ...rest,
      programId: id,
      revision,
      versions: await readVersions(db, author.customerId, program, urlOf),
      bumpers: await readBumpers(db, author.customerId, urlOf),
    });
  });

  serve(
    app,
    PROGRAMS_CALLS.saveProgramEdit,
    async (request) => {
      const author = authorOf(requireCaller(request));
      const { programId, revision, title, description, edit } = request.body.clientRequest;
      const saved = await db.transaction(async (tx) => {
        const program = await findOwnProgram(tx, author, programId, true);
        if (program === null) throw new ServiceFailure(404, NOT_YOUR_PROGRAM);
        requireEditable(program, revision);
        const violations = editViolations(edit, await readEditMedia(tx, author.customerId, mediaKeysOf(edit)));
        if (violations.length > 0) {
          const fields = violations.map(({ field, code }) => ({ field, code }));
          throw new ServiceFailure(400, violations[0]!.message, { code: 'validation', fields });
        }
        return saveEdit(tx, programId, { title: titleOf(title), description, edit }, clock.now());
      });
      return ok({ revision: saved });
    },
    { bodyLimit: SAVE_BODY_LIMIT },
  );
}
