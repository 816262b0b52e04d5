import { STATUS_CODES } from 'node:http';
import type { onSendAsyncHookHandler, RouteOptions } from 'fastify';
import { Problem } from '../contracts';
import { problem, PROBLEM_MEDIA_TYPE } from '../http-errors';

/** What each error status means on this API, said once for every operation that can answer it. */
const WHY: Record<number, string> = {
  400: 'The request is not valid; a validation failure lists its field errors in `errors`',
  401: 'No API token, or one that is malformed, expired or signed out',
  403: "The signed-in account's role may not do this",
  404: "Not found, or not visible to the signed-in account (another clinic's record answers the same)",
  409: 'Conflicts with the current state: the record exists already, or it moved on meanwhile',
  413: 'The body is larger than the API accepts (1 MiB)',
  415: 'The body is not application/json',
  429: 'Too many requests of this kind from this address or for this account; `Retry-After` says when to try again',
  422: 'Well-formed, but refers to something that does not exist or is not offered here',
  500: 'Unexpected server error (details are in the server log only)',
  502: 'The identity provider failed to answer',
};

const problemResponse = (status: number) => ({
  description: WHY[status] ?? STATUS_CODES[status] ?? 'Error',
  content: { [PROBLEM_MEDIA_TYPE]: { schema: Problem } },
});

/**
 * Strict mode (the API tests): an answer whose status its route's document does not list becomes a
 * 500 saying so, failing the test that provoked it, so the documented responses keep up with the code.
 */
function refuseUndocumented(where: string, documented: Set<string>): onSendAsyncHookHandler {
  return async (_req, reply, payload) => {
    const status = reply.statusCode;
    // Any route that reads the database answers 503 (Retry-After) while it restarts (issue 38 point 1).
    if (documented.has(String(status)) || status === 503) return payload;
    void reply.code(500).type(PROBLEM_MEDIA_TYPE);
    return JSON.stringify(
      problem(500, `${where} answered ${status}, which its OpenAPI document does not list`),
    );
  };
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** `GET /surveyInstance/:id/submit` → `getSurveyInstanceByIdSubmit`: stable while the route is. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((seg) => {
      const param = /^:(\w+)$/.exec(seg);
      return param?.[1] ? ['by', param[1]] : seg.split(/[^A-Za-z0-9]+/);
    });
  return method.toLowerCase() + words.filter(Boolean).map(cap).join('');
}

/**
 * onRoute hook: completes each documented route's schema from what the route declares, so no route
 * repeats it. Security: a route that declares none is public (`security: []`; a test calls every
 * operation without a token to catch a route that forgot). Errors: the route's own codes plus those
 * its shape implies (input → 400, token → 401, path params → 404, body → 413/415, always 500), each
 * an RFC 9457 problem; the error handler answers them with the same media type.
 */
export function documentRoute(route: RouteOptions, opts: { strict?: boolean } = {}): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const method = [route.method].flat()[0] ?? 'GET';
  const secured = Array.isArray(schema.security) && schema.security.length > 0;
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const codes = new Set(
    Object.keys(declared)
      .map(Number)
      .filter((c) => c >= 400),
  );
  if (schema.body || schema.querystring || schema.params || schema.headers) codes.add(400);
  if (secured) codes.add(401);
  if (schema.params) codes.add(404);
  if (schema.body) [413, 415].forEach((c) => codes.add(c));
  codes.add(500);
  const response: Record<string, unknown> = { ...declared };
  for (const c of codes) response[c] = problemResponse(c);
  const auth = secured
    ? 'Needs `Authorization: Bearer <API token>` (the token from POST /auth/jwt).'
    : 'Public: no token needed.';
  if (opts.strict) {
    const refuse = refuseUndocumented(`${method} ${route.url}`, new Set(Object.keys(response)));
    route.onSend = [route.onSend ?? []].flat().concat(refuse);
  }
  route.schema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    description: schema.description ?? `${schema.summary ?? operationIdOf(method, route.url)}. ${auth}`,
    security: schema.security ?? [],
    response,
  };
}
