import Fastify from 'fastify';
import { declaredAccess, signedInRoutes } from '../src/auth/plugin';
import type { Db } from '../src/db';

// Issue 26 point 2: a route says who may call it on the route itself (`config: { roles }` inside
// signedInRoutes, or `config: { public: true }`); one that says neither cannot be registered. What
// each declaration lets through is the authorization matrix's (authz-matrix/matrix.test.ts).

// Registering routes never touches the database; only a request would.
const noDb = {} as Db;

it('refuses to start a signed-in area with a route that declares no roles', async () => {
  const app = Fastify();
  const registered = app.register(async (scope) => {
    signedInRoutes(scope, noDb);
    scope.get('/declared', { config: { roles: ['doctor'] } }, async () => 'ok');
    scope.get('/forgotten', async () => 'ok');
  });
  await expect(registered).rejects.toThrow('GET /forgotten: no config.roles declared');
});

it('asks every route of the API for roles or public, except the docs pages and CORS preflights', () => {
  expect(declaredAccess({ method: 'GET', url: '/note', config: { roles: ['patient'] } })).toEqual([
    'patient',
  ]);
  expect(declaredAccess({ method: 'GET', url: '/user/this', config: { roles: 'any' } })).toBe('any');
  expect(declaredAccess({ method: 'GET', url: '/health', config: { public: true } })).toBe('public');
  expect(declaredAccess({ method: 'OPTIONS', url: '*' })).toBeNull();
  expect(declaredAccess({ method: 'GET', url: '/api/docs/static/*' })).toBeNull();
  expect(() => declaredAccess({ method: ['GET', 'HEAD'], url: '/health/new' })).toThrow(
    'GET,HEAD /health/new: declare config.roles (signedInRoutes) or config.public',
  );
});

it('answers 401 without a token before any role is looked at', async () => {
  const app = Fastify();
  await app.register(async (scope) => {
    signedInRoutes(scope, noDb);
    scope.get(
      '/doctors-only',
      { config: { roles: ['doctor'], denied: 'survey.doctorsReview' } },
      async () => 'ok',
    );
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    expect((await fetch(`${url}/doctors-only`)).status).toBe(401);
  } finally {
    await app.close();
  }
});
