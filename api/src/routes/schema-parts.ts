import { ErrorBody } from '../contracts';

// The parts every route's OpenAPI schema repeats, said one way (issue 40 point 5).

/** The problem answers (RFC 9457 bodies) a route declares, by status: `problems(400, 401, 403)`. */
export function problems<S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as Record<S, typeof ErrorBody>;
}

/** A signed-in route's bearer security in the OpenAPI document, with its tag when the file has one. */
export function signedIn(tag?: string) {
  const security = [{ bearer: [] as string[] }];
  return tag ? { tags: [tag], security } : { security };
}
