import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  CUSTOMER_SORT_KEYS,
  type AuditListRequest,
  type CustomerBasics,
  type CustomerInput,
  type CustomerListRequest,
  type CustomerUpdateRequest,
  type OrganisationRequest,
} from '../../contract';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { Id, Nullable, Text } from '../schemaKit';
import { ok, serviceSchema } from '../routes/envelope';
import { limitOffset, pageOf, pageRequestProperties, PageSchema } from '../routes/listSchema';
import { administer, auditTrail } from './audit';
import { auditedCustomer, findCustomer, insertCustomer, listCustomers, updateCustomer } from './customerStore';

export const NO_SUCH_ORGANISATION = 'No such organisation';

/** A logo is a path of this site (/assets/…, /cdn/…) or an https address; nothing that runs script. */
const URL_CHAR = '[^\\s"\'<>\\u0000-\\u001F\\u007F-\\u009F]';
const LogoUrl = Nullable(Type.String({ maxLength: 2048, pattern: `^(https://${URL_CHAR}+|/(?!/)${URL_CHAR}*)$` }));
const Name = Text(200, 'Shown in the menu and the profile switcher', 1);
/** Worded as the schema's own messages, so the form shows it under the field (server/app.ts fieldMessage). */
export const BLANK_NAME = 'body/clientRequest/name must not be blank';
const Part = Nullable(Text(100));

/** What an organisation's own managers may change (Basic setup): name, address, logo. */
export const CustomerBasicsProps = {
  name: Name,
  city: Part,
  state: Part,
  zip: Nullable(Text(20)),
  logoUrl: LogoUrl,
};

/** The editable record: name, address, logo and every flag of §3. */
export const CustomerInputProps = {
  ...CustomerBasicsProps,
  allowZoomIntegration: Type.Boolean(),
  allowYoutubeIntegration: Type.Boolean(),
  youTubeIntegrated: Type.Boolean(),
  storyboardEnabled: Type.Boolean(),
  campaignManagerEnabled: Type.Boolean(),
  proEditVendor: Type.Boolean(),
  hideOrganisation: Type.Boolean(),
};

export const CustomerSchema = Type.Object({
  ...CustomerInputProps,
  organisationId: Id(),
  createdAt: Type.String({ format: 'date-time' }),
  members: Type.Integer({ minimum: 0 }),
});

const AuditSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.String(),
  action: Type.String(),
  subjectType: Type.String(),
  subjectId: Type.String(),
  before: Nullable(Type.Object({}, { additionalProperties: true })),
  after: Nullable(Type.Object({}, { additionalProperties: true })),
});

/** Blank parts of an address are stored as missing, so the switcher shows N/A for them (§3). */
export function basicsOf(input: CustomerBasics): CustomerBasics {
  const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return {
    name: input.name.trim(),
    city: blankToNull(input.city),
    state: blankToNull(input.state),
    zip: blankToNull(input.zip),
    logoUrl: input.logoUrl,
  };
}

function normalised(input: CustomerInput): CustomerInput {
  const basics = basicsOf(input);
  if (basics.name === '') throw new ServiceFailure(400, BLANK_NAME);
  return { ...input, ...basics };
}

/**
 * §2 Support › Customers: the support role lists, creates and edits every organisation, flags
 * included; each change is audited (administer) and a changed organisation reaches its members'
 * open tabs at once (customer.changed).
 */
export async function customerRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, live } = opts.ctx;
  const manage = needs(['customer.manage']);

  app.post<{ Body: { clientRequest: CustomerListRequest } }>(
    API_PATHS.getCustomers,
    {
      config: manage,
      schema: serviceSchema({
        tag: 'customer',
        summary: 'Organisations, one page: search by name or address (§5), sort by name, city, state, zip or creation',
        clientRequest: pageRequestProperties(CUSTOMER_SORT_KEYS),
        clientResponse: PageSchema(CustomerSchema),
      }),
    },
    async (request) => {
      const list = request.body.clientRequest;
      const { items, total } = await listCustomers(db, {
        search: list.search ?? '',
        sort: list.sort,
        direction: list.direction,
        ...limitOffset(list),
      });
      return ok(pageOf(list, items, total));
    },
  );

  app.post<{ Body: { clientRequest: OrganisationRequest } }>(
    API_PATHS.getCustomer,
    {
      config: manage,
      schema: serviceSchema({
        tag: 'customer',
        summary: 'One organisation with its flags',
        clientRequest: { organisationId: Id() },
        clientResponse: CustomerSchema,
      }),
    },
    async (request) => {
      const record = await findCustomer(db, request.body.clientRequest.organisationId);
      if (record === null) throw new ServiceFailure(404, NO_SUCH_ORGANISATION);
      return ok(record);
    },
  );

  app.post<{ Body: { clientRequest: CustomerInput } }>(
    API_PATHS.createCustomer,
    {
      config: manage,
      schema: serviceSchema({
        tag: 'customer',
        summary: 'Creates an organisation (audited)',
        clientRequest: CustomerInputProps,
        clientResponse: CustomerSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const input = normalised(request.body.clientRequest);
      const now = clock.now();
      const record = await administer(
        db,
        caller,
        { action: 'customer.create', customerId: null, type: 'customer', id: 0 },
        now,
        async (tx) => {
          const id = await insertCustomer(tx, input, now);
          const created = await findCustomer(tx, id);
          if (created === null) throw new Error('created organisation not found');
          return { before: null, after: auditedCustomer(created), result: created, customerId: id, subjectId: id };
        },
      );
      return ok(record);
    },
  );

  app.post<{ Body: { clientRequest: CustomerUpdateRequest } }>(
    API_PATHS.updateCustomer,
    {
      config: manage,
      schema: serviceSchema({
        tag: 'customer',
        summary: 'Changes an organisation’s name, address, logo and flags (audited); its members’ open tabs follow at once',
        clientRequest: { organisationId: Id(), ...CustomerInputProps },
        clientResponse: CustomerSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const { organisationId, ...rest } = request.body.clientRequest;
      const input = normalised(rest);
      const subject = { action: 'customer.update', customerId: organisationId, type: 'customer', id: organisationId } as const;
      const { record, changed } = await administer(db, caller, subject, clock.now(), async (tx) => {
        const before = await findCustomer(tx, organisationId, true);
        if (before === null) throw new ServiceFailure(404, NO_SUCH_ORGANISATION);
        await updateCustomer(tx, organisationId, input);
        const after = (await findCustomer(tx, organisationId))!;
        const changed = JSON.stringify(auditedCustomer(before)) !== JSON.stringify(auditedCustomer(after));
        return { before: auditedCustomer(before), after: auditedCustomer(after), result: { record: after, changed } };
      });
      // §6: the flags decide the menu; members' open tabs get the new details (customer.changed).
      if (changed) await live.publish({ t: 'customer', c: organisationId });
      return ok(record);
    },
  );

  app.post<{ Body: { clientRequest: AuditListRequest } }>(
    API_PATHS.getAuditRecords,
    {
      config: manage,
      schema: serviceSchema({
        tag: 'customer',
        summary: 'The administrative changes concerning one organisation, newest first',
        clientRequest: {
          organisationId: Id(),
          page: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
        },
        clientResponse: PageSchema(AuditSchema),
      }),
    },
    async (request) => {
      const list = request.body.clientRequest;
      if ((await findCustomer(db, list.organisationId)) === null) throw new ServiceFailure(404, NO_SUCH_ORGANISATION);
      const { records, total } = await auditTrail(db, list.organisationId, limitOffset(list));
      return ok(pageOf(list, records, total));
    },
  );
}
