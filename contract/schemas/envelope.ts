import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './kit';

export const ServiceStatusSchema = Type.Union([Type.Literal('Ok'), Type.Literal('Error')]);
export type ServiceStatus = Static<typeof ServiceStatusSchema>;

/** The answer envelope of every service call (contract/envelope.ts ServiceResponse). */
export const Envelope = <T extends TSchema>(clientResponse: T) =>
  Type.Object({
    status: ServiceStatusSchema,
    clientResponse: Nullable(clientResponse),
    errorMessage: Nullable(Type.String()),
  });

export const ErrorEnvelope = Envelope(Type.Null());

/** The clientRequest of a call that takes nothing but the envelope. */
export const EmptyRequestSchema = Type.Object({});

export const OAuthErrorSchema = Type.Object(
  { error: Type.String(), error_description: Type.String() },
  { description: 'RFC 6749 §5.2 error; the client keys on error_description' },
);
export type OAuthError = Static<typeof OAuthErrorSchema>;
