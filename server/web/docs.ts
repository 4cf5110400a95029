import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI built from the route schemas; UI at /docs, document at /docs/json. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Takeflow API',
        description:
          'OAuth token endpoints and the secured service calls of the Takeflow web app. Service calls take ' +
          '`{clientRequest}` and answer `{status, clientResponse, errorMessage}`; an error answer adds a `code` and, ' +
          'for a refused body, `fields: [{field, code}]` (the property path inside clientRequest and why).',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
}
