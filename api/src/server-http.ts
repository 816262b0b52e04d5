// The API's HTTP layer, registered before any route: security headers, compression, CORS, the
// OpenAPI document (and its UI when enabled) and the headers every answer carries. Apart from
// server.ts (start-up: database, jobs, hooks) and server-routes.ts (the routes) so each reads alone.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type SwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { nativeRequire } from './native-require';
import { swaggerOptions } from './openapi/document';
import { documentRoute } from './openapi/routes';
import { IDENTITY_SDK_HEADERS } from './identity/browser-proxy';

/** Registers the HTTP plugins and hooks; `strictContract` as in BuildOptions (tests). */
export async function registerHttpLayer(
  app: FastifyInstance,
  config: Config,
  strictContract: boolean | undefined,
): Promise<void> {
  await app.register(helmet, {
    // JSON-only API: nothing may load from its answers. The docs pages get their own CSP below.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // JSON lists (2,000 patients) shrink ~10× with gzip; small answers are left alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  const cross = {
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // If-None-Match and ETag: the portal keeps its last patient-list page and asks again with its tag.
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', ...IDENTITY_SDK_HEADERS],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  };
  // The portal everywhere; the connect widget's allowed origins only on the glucose routes.
  const widgetOrigins = [config.portalOrigin, ...config.dexcom.widgetOrigins];
  await app.register(cors, {
    delegator: (req, cb) =>
      cb(null, {
        ...cross,
        origin: req.url?.startsWith('/api/dexcom/') ? widgetOrigins : [config.portalOrigin],
      }),
  });
  // Before any route: completes every route's schema (operationId, security, problem responses).
  app.addHook('onRoute', (route) => documentRoute(route, { strict: strictContract }));
  await app.register(swagger, swaggerOptions(config));
  // A public production API does not advertise its whole surface (API_DOCS_UI=1 turns it back on).
  if (config.docsUi) {
    const swaggerUi = nativeRequire<{ default: typeof SwaggerUi }>('@fastify/swagger-ui').default;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Served over plain http on localhost too: no upgrade-insecure-requests.
      transformStaticCSP: (h: string) => h.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  }
  // Answers carry personal data or tokens: no browser or proxy may keep a copy. The docs pages
  // and a route that chose its own caching keep theirs.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (!reply.hasHeader('cache-control') && !req.url.startsWith('/api/docs/static'))
      reply.header('cache-control', 'no-store');
  });
}
