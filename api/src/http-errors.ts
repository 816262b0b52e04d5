import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { VALIDATION_PROBLEM, type FieldError, type Problem } from './contracts';
import { pgErrorCode } from './db/errors';
import { localeOf, localise, message } from './i18n';
import { spanishIssue } from './i18n/zod-issues';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** The problem's `type` when the status alone does not say it (a 429: rate-limited). */
    public readonly problemType?: string,
  ) {
    super(message);
  }
}
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const notFound = (message: string) => new HttpError(404, message);

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** RFC 9457 body: `about:blank` problems carry the status text as title (§4.2.1). */
export function problem(
  status: number,
  detail: string,
  extra: { type?: string; title?: string; errors?: FieldError[] } = {},
): Problem {
  const title = extra.title ?? STATUS_CODES[status] ?? 'Error';
  return {
    type: extra.type ?? 'about:blank',
    title,
    status,
    detail,
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
}

/**
 * The problem in the caller's language (issue 10): its detail and title from the catalogue, with
 * the catalogue id as `code` (an RFC 9457 extension member the portal recognises problems by).
 */
function inLanguage(req: FastifyRequest, body: Problem): Problem {
  const locale = localeOf(req);
  const { text, code } = localise(body.detail, locale);
  const title = body.title === STATUS_CODES[body.status] ? localise(body.title, locale).text : body.title;
  return { ...body, title, detail: text, ...(code ? { code } : {}) };
}

function send(reply: FastifyReply, body: Problem) {
  // The route's documented schema for this status is keyed by this media type (see openapi/routes.ts).
  return reply.code(body.status).type(PROBLEM_MEDIA_TYPE).send(inLanguage(reply.request, body));
}

/** A validation failure's field message in `locale`: a contract's own text, else zod's in Spanish. */
function fieldMessage(v: FastifySchemaValidationError, spanish: boolean) {
  const text = v.message ?? 'is not valid';
  if (!spanish) return text;
  const own = localise(text, 'es-ES');
  if (own.code) return own.text;
  return spanishIssue({ keyword: v.keyword, params: v.params as Record<string, unknown> });
}

/** Every error answer is a problem (RFC 9457); SQL and internals never reach the client. */
export function installErrorHandling(app: FastifyInstance) {
  app.setNotFoundHandler((req, reply) => {
    void send(reply, problem(404, `Route ${req.method} ${req.url.split('?')[0]} not found`));
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const locale = localeOf(req);
      const errors = err.validation.map((v) => ({
        path: `${where}${v.instancePath.replace(/\//g, '.')}`.replace(/\.$/, ''),
        message: fieldMessage(v, locale === 'es-ES'),
      }));
      // detail keeps the one-line text clients showed before problems existed.
      const detail = err.validation
        .map((v, i) => `${where}${v.instancePath.replace(/\//g, '.')}: ${errors[i]!.message}`)
        .join('; ');
      const title = message('http.validationTitle', locale);
      return send(reply, problem(400, detail, { type: VALIDATION_PROBLEM, title, errors }));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ route: req.routeOptions.url }, 'response failed its schema');
      return send(reply, problem(500, 'Internal Server Error'));
    }
    const pg = pgErrorCode(err);
    if (pg === '23505') return send(reply, problem(409, 'The record already exists'));
    if (pg === '23503') return send(reply, problem(422, 'A referenced record does not exist'));
    if (pg === '23514' || pg === '23502') return send(reply, problem(422, 'The record is not valid'));
    // Wrong formats, and text PostgreSQL cannot store (NUL 22021, untranslatable 22P05).
    if (pg === '22P02' || pg === '22007' || pg === '22008' || pg === '22021' || pg === '22P05') {
      return send(reply, problem(400, 'A value has the wrong format'));
    }
    // Our own HttpErrors carry a message written for the client, whatever their status.
    if (err instanceof HttpError) {
      const type = err.problemType ? { type: err.problemType } : {};
      return send(reply, problem(err.statusCode, err.message, type));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return send(reply, problem(status, err.message || 'Bad request'));
    req.log.error({ err: { type: err.name, code: pg ?? err.code } }, 'request failed');
    const code = status >= 500 && status < 600 ? status : 500;
    return send(
      reply,
      problem(code, code === 500 ? 'Internal Server Error' : (STATUS_CODES[code] ?? 'Error')),
    );
  });
}

/**
 * Errors Fastify raises before a route runs (an undecodable address, a path segment over
 * maxParamLength): problems like every other answer, not Fastify's own bodies (issue 12, fuzzing).
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply) {
  const status = err.statusCode === 414 ? 414 : 400;
  void send(
    reply,
    problem(status, status === 414 ? 'A value in the address is too long' : 'The address is not valid'),
  );
}
