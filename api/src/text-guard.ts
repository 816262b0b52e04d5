import type { FastifyInstance } from 'fastify';
import { VALIDATION_PROBLEM } from './contracts';
import { problem, PROBLEM_MEDIA_TYPE } from './http-errors';
import { localeOf, message as text } from './i18n';

// PostgreSQL `text` cannot hold U+0000 (error 22021), and no person types one: any request text
// carrying it is refused as bad input before a route sees it, wherever it sits (body, query, path).

const NUL = '\u0000';

/** The first path (e.g. `body.name`) whose string holds a NUL character, or null. */
export function findNul(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? where : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes(NUL)) return `${where}.${key.replaceAll(NUL, '\\0')}`;
    const hit = findNul(v, `${where}.${key}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function refuseNulText(app: FastifyInstance) {
  app.addHook('preValidation', async (req, reply) => {
    const hit =
      findNul(req.params, 'params') ?? findNul(req.query, 'querystring') ?? findNul(req.body, 'body');
    if (!hit) return;
    const locale = localeOf(req);
    const message = text('http.noNul', locale);
    await reply
      .code(400)
      .type(PROBLEM_MEDIA_TYPE)
      .send(
        problem(400, `${hit}: ${message}`, {
          type: VALIDATION_PROBLEM,
          title: text('http.validationTitle', locale),
          errors: [{ path: hit, message }],
        }),
      );
  });
}
