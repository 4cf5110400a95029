import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerCors } from './cors';
import { registerSecurityHeaders } from './headers';

/** The headers every answer carries, from the early server (web/earlyServer.ts) and the application alike. */
export function registerFront(app: FastifyInstance, config: Config): void {
  registerSecurityHeaders(app, {
    hsts: config.publicUrl.startsWith('https://'),
    imageOrigins: config.media.cdnEmbedded ? [] : [new URL(config.cdnUrl).origin],
  });
  registerCors(app, config.corsOrigins);
}
