import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { FIELD_MESSAGE, VALIDATION_PROBLEM, type FieldError, type Locale, type Problem } from './contracts';
import { isDatabaseUnavailable, pgErrorCode } from './db/errors';
import {
  format,
  localeOf,
  message,
  MESSAGES,
  phrase,
  toPhrase,
  type MessageId,
  type PlainId,
  type Phrase,
  type Value,
  type ValuesArg,
} from './i18n';
import { spanishIssue } from './i18n/zod-issues';

/**
 * An error answered as a problem: a catalogue id and the values of its `{name}` parts (issue 26
 * point 2). The handler formats it in the caller's language; `message` is the English, for logs.
 */
class ApiProblem extends Error {
  readonly phrase: Phrase;
  /** The problem's `type` when the status alone does not say it (a 429: rate-limited). */
  problemType?: string;
  constructor(
    public readonly statusCode: number,
    id: MessageId,
    values: Readonly<Record<string, Value>> = {},
  ) {
    super(format({ id, values }, 'en-GB'));
    this.phrase = { id, values };
  }

  /** This problem with its own `type` (RFC 9457 §3.1.1). */
  ofType(type: string): this {
    this.problemType = type;
    return this;
  }
}

export type HttpError = ApiProblem;
/** `new HttpError(409, 'survey.alreadySubmitted', { status })`: the values its parts need, typed. */
export const HttpError = ApiProblem as new <Id extends MessageId>(
  statusCode: number,
  id: Id,
  ...values: ValuesArg<Id>
) => ApiProblem;

const withStatus =
  (status: number) =>
  <Id extends MessageId>(id: Id, ...values: ValuesArg<Id>): HttpError =>
    new ApiProblem(status, id, values[0]);
export const unauthorized = withStatus(401);
export const forbidden = withStatus(403);
export const notFound = withStatus(404);
export const conflict = withStatus(409);

/** A problem from a phrase already built (a refusal a caller passes on, like requireAccount's). */
export const problemOf = (status: number, p: Phrase): HttpError => new ApiProblem(status, p.id, p.values);

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** RFC 9457 body: `about:blank` problems carry the status text as title (§4.2.1). */
export function problem(
  status: number,
  detail: string,
  extra: { type?: string; title?: string; errors?: FieldError[]; code?: string } = {},
): Problem {
  const title = extra.title ?? STATUS_CODES[status] ?? 'Error';
  return {
    type: extra.type ?? 'about:blank',
    title,
    status,
    detail,
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...(extra.code ? { code: extra.code } : {}),
  };
}

/** The status text in `locale` (RFC 9457 §4.2.1 allows it in the reader's language). */
function statusTitle(status: number, locale: Locale): string {
  const id = `status.${status}`;
  return id in MESSAGES ? format(toPhrase(id as PlainId), locale) : (STATUS_CODES[status] ?? 'Error');
}

/**
 * A catalogue problem in the caller's language (issue 10): its detail and title from the catalogue,
 * with the catalogue id as `code` (an RFC 9457 extension member the portal recognises problems by).
 */
function said(req: FastifyRequest, status: number, p: Phrase, type?: string): Problem {
  const locale = localeOf(req);
  const extra = { title: statusTitle(status, locale), code: p.id, ...(type ? { type } : {}) };
  return problem(status, format(p, locale), extra);
}

function send(reply: FastifyReply, body: Problem) {
  // The route's documented schema for this status is keyed by this media type (see openapi/routes.ts).
  return reply.code(body.status).type(PROBLEM_MEDIA_TYPE).send(body);
}

/** A contract's field message by its id (an exact list, shared/src/contracts/field-messages.ts). */
const FIELD_IDS = new Map<string, PlainId>(
  (Object.keys(FIELD_MESSAGE) as (keyof typeof FIELD_MESSAGE)[]).map((id) => [
    FIELD_MESSAGE[id],
    id satisfies PlainId,
  ]),
);

/** A validation failure's field message in `locale`: a contract's own text, else zod's. */
function fieldMessage(v: FastifySchemaValidationError, locale: Locale) {
  if (v.message === undefined) return message('http.notValid', locale);
  if (locale === 'en-GB') return v.message;
  const own = FIELD_IDS.get(v.message);
  if (own) return format(toPhrase(own), locale);
  return spanishIssue({ keyword: v.keyword, params: v.params as Record<string, unknown> });
}

/** Fastify's own client errors (body parsing), by their code. */
const FRAMEWORK: Record<string, PlainId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'status.415',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyJsonBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.invalidJson',
};

/** Seconds a client waits before retrying while the database restarts (a restart takes a few). */
const DATABASE_RETRY_AFTER_S = 2;

/** Every error answer is a problem (RFC 9457); SQL and internals never reach the client. */
export function installErrorHandling(app: FastifyInstance) {
  app.setNotFoundHandler((req, reply) => {
    const route = `${req.method} ${req.url.split('?')[0]}`;
    void send(reply, said(req, 404, phrase('http.routeNotFound', { route })));
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const locale = localeOf(req);
      const errors = err.validation.map((v) => ({
        path: `${where}${v.instancePath.replace(/\//g, '.')}`.replace(/\.$/, ''),
        message: fieldMessage(v, locale),
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
      return send(reply, said(req, 500, phrase('status.500')));
    }
    const pg = pgErrorCode(err);
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { type: err.name, code: pg ?? err.code } }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return send(reply, said(req, 503, phrase('status.503')));
    }
    if (pg === '23505') return send(reply, said(req, 409, phrase('http.recordExists')));
    if (pg === '23503') return send(reply, said(req, 422, phrase('http.referenceMissing')));
    if (pg === '23514' || pg === '23502') return send(reply, said(req, 422, phrase('http.recordInvalid')));
    // Wrong formats, and text PostgreSQL cannot store (NUL 22021, untranslatable 22P05).
    if (pg === '22P02' || pg === '22007' || pg === '22008' || pg === '22021' || pg === '22P05') {
      return send(reply, said(req, 400, phrase('http.wrongFormat')));
    }
    // Our own problems carry a message written for the client, whatever their status.
    if (err instanceof ApiProblem) return send(reply, said(req, err.statusCode, err.phrase, err.problemType));
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return send(reply, clientError(req, status, err));
    req.log.error({ err: { type: err.name, code: pg ?? err.code } }, 'request failed');
    const code = status >= 500 && status < 600 ? status : 500;
    const known = `status.${code}`;
    if (known in MESSAGES) return send(reply, said(req, code, toPhrase(known as PlainId)));
    return send(reply, problem(code, STATUS_CODES[code] ?? 'Error'));
  });
}

/** A 4xx another part of the stack raised: Fastify's by their code, anything else as it says. */
function clientError(req: FastifyRequest, status: number, err: FastifyError): Problem {
  const id = FRAMEWORK[err.code] ?? (err.message ? undefined : 'http.badRequest');
  if (id) return said(req, status, toPhrase(id));
  return problem(status, err.message, { title: statusTitle(status, localeOf(req)) });
}

/**
 * Errors Fastify raises before a route runs (an undecodable address, a path segment over
 * maxParamLength): problems like every other answer, not Fastify's own bodies (issue 12, fuzzing).
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply) {
  const status = err.statusCode === 414 ? 414 : 400;
  const id = status === 414 ? 'http.addressTooLong' : 'http.addressInvalid';
  void send(reply, said(reply.request, status, toPhrase(id)));
}
