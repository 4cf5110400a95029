import { Type, type TInteger, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';
import type { ErrorCode, FieldError, ServiceResponse } from '../../contract';
import { Envelope, ErrorEnvelope } from '../../contract/schemas/envelope';
import { Id, Text } from '../../contract/schemas/kit';

export function ok<T>(clientResponse: T): ServiceResponse<T> {
  return { status: 'Ok', clientResponse, errorMessage: null };
}

/** An error answer: §8's message, and the code (and refused fields) the client words for itself. */
export function failed(errorMessage: string, code: ErrorCode, fields?: FieldError[]): ServiceResponse<null> {
  return { status: 'Error', clientResponse: null, errorMessage, code, ...(fields === undefined ? {} : { fields }) };
}

const ServiceHeaders = Type.Object({
  'web-version': Type.Optional(Text(32, 'App version of the caller; an older one is told to clear its cache (§8)')),
  'x-customer-id': Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Organisation the request is about; must be the current one' }),
  ),
});

/** The clientRequest of a secured call: its own properties and the organisation it is about. */
type SecuredRequest<P extends TProperties> = TObject<P & { customerId: TOptional<TInteger> }>;

/**
 * Schema of a service call: `{clientRequest: {...}}` in, the envelope out. The wire schemas live
 * in contract/schemas; every clientRequest may in addition name the organisation it is about
 * (customerId), and a mismatch answers 409 or 403 (§8).
 */
export function serviceSchema<P extends TProperties, R extends TSchema>(input: {
  tag: string;
  summary: string;
  clientRequest: TObject<P>;
  clientResponse: R;
}) {
  const properties = Object.assign({}, input.clientRequest.properties, {
    customerId: Type.Optional(Id('Organisation the request is about')),
  });
  const clientRequest: SecuredRequest<P> = Type.Object(properties, { additionalProperties: false });
  return {
    tags: [input.tag],
    summary: input.summary,
    security: [{ bearerAuth: [] }],
    headers: ServiceHeaders,
    body: Type.Object({ clientRequest }, { additionalProperties: false }),
    response: {
      200: Envelope(input.clientResponse),
      '4xx': ErrorEnvelope,
      '5xx': ErrorEnvelope,
    },
  };
}

/** Schema of a public call (no token, no organisation): the envelope without the service headers. */
export function publicSchema<P extends TProperties, R extends TSchema>(input: {
  tag: string;
  summary: string;
  clientRequest: TObject<P>;
  clientResponse: R;
}) {
  const clientRequest: TObject<P> = Type.Object(input.clientRequest.properties, { additionalProperties: false });
  return {
    tags: [input.tag],
    summary: input.summary,
    body: Type.Object({ clientRequest }, { additionalProperties: false }),
    response: { 200: Envelope(input.clientResponse), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
  };
}
