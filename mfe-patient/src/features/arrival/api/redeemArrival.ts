import { http } from '@dcp/shared/http';
import { ArrivalResponse, type ArrivalRequest, type Locale } from '@dcp/shared/contracts';

/**
 * POST auth/arrival: exchanges the invitation token once for an API token, with the page's language
 * (the account's from now on). Silent (the page shows its own message). Retried only when the API
 * answers 503 (its database unreachable, the token untouched): the token is single-use, so a retry
 * after a lost answer would fail (issue 38 point 1: a database restart is ridden out).
 */
export async function redeemArrival(token: string, locale: Locale): Promise<ArrivalResponse> {
  // Not parsed here: a token that is no token at all ("not.a-real.token") is the API's 400, "This link
  // no longer works", like any unknown one; a parse failure here would read as "try again".
  const body: ArrivalRequest = { token, locale };
  const { data } = await http.post('auth/arrival', body, { silent: true, retry: 'unavailable' });
  return ArrivalResponse.parse(data);
}

// One redemption per token per page load: React's development double effects (and a re-render)
// must not spend the single-use token twice. A failed one is forgotten: a rate limit or a server
// error leaves the link unused, and the page's "Try again" asks again (issue 36 point 12).
const pending = new Map<string, Promise<ArrivalResponse>>();
export function redeemOnce(token: string, locale: Locale): Promise<ArrivalResponse> {
  let p = pending.get(token);
  if (!p) {
    p = redeemArrival(token, locale);
    pending.set(token, p);
    p.catch(() => pending.delete(token));
  }
  return p;
}
