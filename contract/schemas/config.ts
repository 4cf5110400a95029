import { Type, type Static } from '@sinclair/typebox';

/** What the browser may know of an identity provider; its secret stays on the server. */
export const SsoProviderInfoSchema = Type.Object({ id: Type.String(), label: Type.String() });
export type SsoProviderInfo = Static<typeof SsoProviderInfoSchema>;

/** Runtime configuration served unauthenticated at /app-config.json and read at start. */
export const AppConfigSchema = Type.Object({
  idleTimeoutMinutes: Type.Integer(),
  analyticsUrl: Type.String(),
  clientId: Type.String(),
  version: Type.String(),
  termsUrl: Type.String(),
  privacyUrl: Type.String(),
  /** Identity providers offered on /login; empty when the operator configured none. */
  ssoProviders: Type.Array(SsoProviderInfoSchema),
  /** The Domain the signed CDN cookies are set for (a CDN on a sibling host); null: host-only. */
  cookieDomain: Type.Union([Type.String(), Type.Null()]),
  /** The path the signed CDN cookies are set for: the organisations' objects, `/cdn/customers/` on the embedded CDN. */
  cookiePath: Type.String(),
});
export type AppConfig = Static<typeof AppConfigSchema>;
