import http from 'node:http';
import type { FastifyReply } from 'fastify';
import type { OAuthError } from '../../contract';
import { OAuthFailure } from '../errors';
import { S3Error, errorDocument } from '../media/s3Errors';
import { failed } from '../kit/envelope';
import { UNAVAILABLE, classifyError, type ClassifiedError } from './classifyError';

/** One wire format's body for a classified failure; it may set the content type on the reply. */
export type ErrorRenderer = (failure: ClassifiedError, error: unknown, reply: FastifyReply) => unknown;

/** Sends a classified failure: its status, Retry-After when it has one, the log line and the rendered body. */
export function sendFailure(reply: FastifyReply, failure: ClassifiedError, body: unknown, error?: unknown): FastifyReply {
  if (failure.log === 'warn') reply.log.warn({ err: error }, 'database unavailable');
  if (failure.log === 'error') reply.log.error({ err: error }, 'request failed');
  if (failure.retryAfterSeconds !== undefined) reply.header('Retry-After', String(failure.retryAfterSeconds));
  return reply.code(failure.status).send(body);
}

/** What every error handler does: classify the failure once, then render it in the handler's format. */
export function answerError(reply: FastifyReply, error: unknown, render: ErrorRenderer): FastifyReply {
  const failure = classifyError(error);
  return sendFailure(reply, failure, render(failure, error, reply), error);
}

/** The service envelope of §8, with the code and the refused fields. */
export const envelopeError: ErrorRenderer = (failure) => failed(failure.message, failure.code, failure.fields);

/** RFC 6749 §5.2's `{ error, error_description }`; an outage is its temporarily_unavailable (RFC 6749 section 4.1.2.1). */
export const oauthError: ErrorRenderer = (failure, error): OAuthError => ({
  error:
    error instanceof OAuthFailure
      ? error.error
      : failure.status === 503
        ? 'temporarily_unavailable'
        : failure.status >= 500
          ? 'server_error'
          : 'invalid_request',
  error_description: failure.message,
});

/** Fastify's own `{ statusCode, error, message }`, for calls outside the envelope and OAuth. */
export const plainError: ErrorRenderer = (failure) => ({
  statusCode: failure.status,
  error: http.STATUS_CODES[failure.status] ?? 'Error',
  message: failure.message,
});

/** S3's XML error document, for the embedded object store; an outage is its 503 so the uploader retries. */
export const s3Error =
  (requestId: string): ErrorRenderer =>
  (failure, error, reply) => {
    reply.type('application/xml');
    const known =
      error instanceof S3Error
        ? error
        : failure.status === 503
          ? new S3Error(503, 'ServiceUnavailable', 'Please reduce your request rate.')
          : new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.');
    return errorDocument(known, requestId);
  };

/** The answer while the database is away or still opening (web/earlyServer.ts). */
export const sendUnavailable = (reply: FastifyReply): FastifyReply => sendFailure(reply, UNAVAILABLE, plainError(UNAVAILABLE, null, reply));
