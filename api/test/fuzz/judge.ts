import type { FuzzRequest } from './cases';

// What every fuzzer judges an answer by (issue 12 point 3, issue 23): never 5xx; an error is a problem
// with a message; no answer carries a stack trace, SQL or an internal name.

export const LEAK =
  /\bat \S+ \(|node_modules|\bselect\b.+\bfrom\b|insert into|relation "|drizzle|pglite|zoderror|\.ts:\d+/i;
/** Routes that end the caller's session: fuzzed anonymously so the other cases keep their tokens. */
export const ENDS_SESSION = /sign-out|password-changed/;

export async function send(url: string, method: string, c: FuzzRequest, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (c.contentType) headers['content-type'] = c.contentType;
  const m = method.toUpperCase();
  // fetch cannot send a GET body (nor can a browser): such a case is a plain GET.
  const body = m === 'GET' || m === 'HEAD' ? undefined : c.raw;
  const r = await fetch(url + c.path, { method: m, headers, body });
  return { status: r.status, text: await r.text() };
}

/** What is wrong with an answer (nothing: an empty list). */
export function judge(where: string, status: number, text: string): string[] {
  const out: string[] = [];
  if (status >= 500) out.push(`${where} → ${status} ${text.slice(0, 200)}`);
  else if (status >= 400) {
    let detail: unknown;
    try {
      detail = (JSON.parse(text) as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string' || detail === '') out.push(`${where} → ${status} without a message`);
  }
  if (status >= 400 && LEAK.test(text)) out.push(`${where} → ${status} leaks: ${text.slice(0, 200)}`);
  return out;
}
