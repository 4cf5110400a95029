import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TObject, TProperties, TSchema } from '@sinclair/typebox';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { CallDescription, CallName } from '../../contract/kit/call';
import { needs, signedIn } from './routeAccess';
import type { SessionRead } from '../auth/sessionRead';
import { publicSchema, serviceSchema } from '../kit/envelope';

type SchemaOf<P extends TProperties, R extends TSchema> = ReturnType<typeof serviceSchema<P, R>> | ReturnType<typeof publicSchema<P, R>>;

/** A call's handler: its body and its answer typed from the call's schemas (TypeBox type provider). */
export type CallHandler<P extends TProperties, R extends TSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<P, R>,
  TypeBoxTypeProvider
>;

/** What a route adds to its call's description on this server. */
export interface ServeOptions {
  /** A body limit other than the server's (a captions file). */
  bodyLimit?: number;
  /** The 403 message when the caller lacks the call's permissions, instead of the default. */
  refusal?: string;
  /** What the route reads with the session, in the same statement (server/auth/sessionRead.ts). */
  sessionRead?: SessionRead<unknown>;
}

/**
 * Registers a described call (contract/calls): its path, its OpenAPI schema, its access for the
 * route-access check (server/access/routeAccess.ts), and the handler typed from its schemas.
 */
export function serve<N extends CallName, P extends TProperties, R extends TSchema>(
  app: FastifyInstance,
  call: CallDescription<N, TObject<P>, R>,
  handler: CallHandler<P, R>,
  options: ServeOptions = {},
): void {
  const { access, tag, summary, request: clientRequest, response: clientResponse } = call;
  const config = access === 'public' ? {} : access === 'signedIn' ? signedIn : needs(access.anyOf, options.refusal);
  const sessionRead = options.sessionRead === undefined ? {} : { sessionRead: options.sessionRead };
  const schema =
    access === 'public'
      ? publicSchema({ tag, summary, clientRequest, clientResponse })
      : serviceSchema({ tag, summary, clientRequest, clientResponse });
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      call.path,
      { config: { ...config, ...sessionRead }, schema, ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }) },
      handler,
    );
}
