import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './kit';

/** A customer profile as the switcher shows it (§3). */
export const CustomerProfileSchema = Type.Object({
  customerID: Type.Integer(),
  customerName: Type.String(),
  customerLogoAddnl: Nullable(Type.String()),
  customerCity: Nullable(Type.String()),
  customerState: Nullable(Type.String()),
  customerZip: Nullable(Type.String()),
  sequence: Type.Integer(),
  isLocked: Type.Boolean(),
  customerDefaultLogin: Type.Boolean(),
});
export type CustomerProfile = Static<typeof CustomerProfileSchema>;

/** getCustomerProfiles answers a map keyed by customer id (§7). */
export const CustomerProfileMapSchema = Type.Record(Type.String({ pattern: '^[0-9]+$' }), CustomerProfileSchema, {
  description: 'The caller’s customer profiles keyed by customer id',
});
export type CustomerProfileMap = Static<typeof CustomerProfileMapSchema>;
