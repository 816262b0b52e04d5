import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { pgErrorCode } from './db/errors';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const notFound = (message: string) => new HttpError(404, message);

const body = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** Every error answer is {statusCode, error, message}; SQL and internals never reach the client. */
export function installErrorHandling(app: FastifyInstance) {
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send(body(404, `Route ${req.method} ${req.url.split('?')[0]} not found`));
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const message = err.validation
        .map((v) => `${where}${v.instancePath.replace(/\//g, '.')}: ${v.message}`)
        .join('; ');
      return reply.code(400).send(body(400, message));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ route: req.routeOptions.url }, 'response failed its schema');
      return reply.code(500).send(body(500, 'Internal Server Error'));
    }
    const pg = pgErrorCode(err);
    if (pg === '23505') return reply.code(409).send(body(409, 'The record already exists'));
    if (pg === '23503') return reply.code(422).send(body(422, 'A referenced record does not exist'));
    if (pg === '23514' || pg === '23502') return reply.code(422).send(body(422, 'The record is not valid'));
    if (pg === '22P02' || pg === '22007' || pg === '22008') {
      return reply.code(400).send(body(400, 'A value has the wrong format'));
    }
    // Our own HttpErrors carry a message written for the client, whatever their status.
    if (err instanceof HttpError) return reply.code(err.statusCode).send(body(err.statusCode, err.message));
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send(body(status, err.message || 'Bad request'));
    req.log.error({ err: { type: err.name, code: pg ?? err.code } }, 'request failed');
    const code = status >= 500 && status < 600 ? status : 500;
    return reply
      .code(code)
      .send(body(code, code === 500 ? 'Internal Server Error' : (STATUS_CODES[code] ?? 'Error')));
  });
}
