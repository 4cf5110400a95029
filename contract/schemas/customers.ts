import { Type, type Static } from '@sinclair/typebox';
import { CUSTOMER_SORT_KEYS } from '../customers';
import { Id, Nullable, Text } from './kit';
import { PageRequestSchema } from './lists';
import { CustomerFlagsSchema } from './token';

/** A logo is a path of this site (/assets/…, /cdn/…) or an https address; nothing that runs script. */
const URL_CHAR = '[^\\s"\'<>\\u0000-\\u001F\\u007F-\\u009F]';
const Part = Nullable(Text(100));

/** An organisation's name, address and logo: what its own managers may change (Basic setup). */
export const CustomerBasicsSchema = Type.Object({
  name: Text(200, 'Shown in the menu and the profile switcher', 1),
  city: Part,
  state: Part,
  zip: Nullable(Text(20)),
  /** A site path (/assets/…) or an https address; null: the default logo. */
  logoUrl: Nullable(Type.String({ maxLength: 2048, pattern: `^(https://${URL_CHAR}+|/(?!/)${URL_CHAR}*)$` })),
});
export type CustomerBasics = Static<typeof CustomerBasicsSchema>;

/** The editable record: name, address, logo and every flag of §3. */
export const CustomerInputSchema = Type.Object({ ...CustomerBasicsSchema.properties, ...CustomerFlagsSchema.properties });
export type CustomerInput = Static<typeof CustomerInputSchema>;

export const CustomerRecordSchema = Type.Object({
  ...CustomerInputSchema.properties,
  /** Named organisationId, not customerId: customerId in a request means "the caller's current one" (§8 409). */
  organisationId: Id(),
  createdAt: Type.String({ format: 'date-time' }),
  members: Type.Integer({ minimum: 0 }),
});
export type CustomerRecord = Static<typeof CustomerRecordSchema>;

export const CustomerListRequestSchema = PageRequestSchema(CUSTOMER_SORT_KEYS);
export type CustomerListRequest = Static<typeof CustomerListRequestSchema>;

export const OrganisationRequestSchema = Type.Object({ organisationId: Id() });
export type OrganisationRequest = Static<typeof OrganisationRequestSchema>;

export const CustomerUpdateRequestSchema = Type.Object({ organisationId: Id(), ...CustomerInputSchema.properties });
export type CustomerUpdateRequest = Static<typeof CustomerUpdateRequestSchema>;

/** Before and after snapshots are whatever the change recorded: any JSON object. */
const Snapshot = Nullable(Type.Unsafe<Record<string, unknown>>(Type.Object({}, { additionalProperties: true })));

/** One administrative change (who, what, when, before and after). */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.String(),
  action: Type.String(),
  subjectType: Type.String(),
  subjectId: Type.String(),
  before: Snapshot,
  after: Snapshot,
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditListRequestSchema = Type.Object({
  organisationId: Id(),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type AuditListRequest = Static<typeof AuditListRequestSchema>;
