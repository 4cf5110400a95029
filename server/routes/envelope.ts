import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import type { ServiceResponse } from '../../contract';
import { Id, Nullable, Text } from '../schemaKit';

/** The answer envelope of every service call (contract/envelope.ts). */
export const Envelope = <T extends TSchema>(clientResponse: T) =>
  Type.Object({
    status: Type.Union([Type.Literal('Ok'), Type.Literal('Error')]),
    clientResponse: Nullable(clientResponse),
    errorMessage: Nullable(Type.String()),
  });

export const ErrorEnvelope = Envelope(Type.Null());

export function ok<T>(clientResponse: T): ServiceResponse<T> {
  return { status: 'Ok', clientResponse, errorMessage: null };
}

export function failed(errorMessage: string): ServiceResponse<null> {
  return { status: 'Error', clientResponse: null, errorMessage };
}

const ServiceHeaders = Type.Object({
  'web-version': Type.Optional(Text(32, 'App version of the caller; an older one is told to clear its cache (§8)')),
  'x-customer-id': Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Organisation the request is about; must be the current one' }),
  ),
});

/**
 * Schema of a service call: `{clientRequest: {...}}` in, the envelope out. Every clientRequest
 * may name the organisation it is about (customerId); a mismatch answers 409 or 403 (§8).
 */
export function serviceSchema<P extends TProperties, R extends TSchema>(input: {
  tag: string;
  summary: string;
  clientRequest: P;
  clientResponse: R;
}) {
  return {
    tags: [input.tag],
    summary: input.summary,
    security: [{ bearerAuth: [] }],
    headers: ServiceHeaders,
    body: Type.Object(
      {
        clientRequest: Type.Object(
          { ...input.clientRequest, customerId: Type.Optional(Id('Organisation the request is about')) },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    response: {
      200: Envelope(input.clientResponse),
      '4xx': ErrorEnvelope,
      '5xx': ErrorEnvelope,
    },
  };
}
