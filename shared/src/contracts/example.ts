import { z } from 'zod';

/**
 * A request body's example, kept beside its contract (issue 40 point 3): the OpenAPI document shows it
 * on every operation that takes the body (api/src/openapi/document.ts) and the authorization matrix
 * sends it. Typed by what a client sends, before defaults apply. The registry keeps it off the schema's
 * own value, so the portal's parsing is unchanged.
 *
 * Every call is annotated with the `#__PURE__` comment: the portal's minifier then drops the call and its
 * value (a browser needs no example, and the values name demo accounts), while the API keeps them (tsx
 * reads no annotation; its bundle is built with `ignoreAnnotations`). `example-pure.test.ts` holds it.
 */
export function example<S extends z.ZodType>(schema: S, value: z.input<S>): void {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), example: value });
}
