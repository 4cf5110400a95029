import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ERROR_CODES, FIELD_CODES } from '../errors';
import { Nullable } from './kit';

export const ServiceStatusSchema = Type.Union([Type.Literal('Ok'), Type.Literal('Error')]);
export type ServiceStatus = Static<typeof ServiceStatusSchema>;

const ErrorCodeSchema = Type.Union(
  ERROR_CODES.map((code) => Type.Literal(code)),
  { description: 'On an error answer: a stable code for the kind of refusal (contract/errors.ts)' },
);

export const FieldErrorSchema = Type.Object(
  {
    field: Type.String({ description: 'Property path inside clientRequest, dotted (email, address.city)' }),
    code: Type.Union(FIELD_CODES.map((code) => Type.Literal(code))),
  },
  { description: 'One refused field of the body and why' },
);

/** The answer envelope of every service call (contract/envelope.ts ServiceResponse). */
export const Envelope = <T extends TSchema>(clientResponse: T) =>
  Type.Object({
    status: ServiceStatusSchema,
    clientResponse: Nullable(clientResponse),
    errorMessage: Nullable(Type.String()),
    code: Type.Optional(ErrorCodeSchema),
    fields: Type.Optional(Type.Array(FieldErrorSchema)),
  });

export const ErrorEnvelope = Envelope(Type.Null());

/** The clientRequest of a call that takes nothing but the envelope. */
export const EmptyRequestSchema = Type.Object({});

export const OAuthErrorSchema = Type.Object(
  { error: Type.String(), error_description: Type.String() },
  { description: 'RFC 6749 §5.2 error; the client keys on error_description' },
);
export type OAuthError = Static<typeof OAuthErrorSchema>;
