import { http } from '@dcp/shared/http';
import { ArrivalRequest, ArrivalResponse } from '@dcp/shared/contracts';

/**
 * POST auth/arrival: exchanges the invitation token once for an API token. Silent (the page shows its
 * own message) and never retried: the token is single-use, so a retry after a lost answer would fail.
 */
export async function redeemArrival(token: string): Promise<ArrivalResponse> {
  const { data } = await http.post('auth/arrival', ArrivalRequest.parse({ token }), {
    silent: true,
    retry: false,
  });
  return ArrivalResponse.parse(data);
}

// One redemption per token per page load: React's development double effects (and a re-render)
// must not spend the single-use token twice.
const pending = new Map<string, Promise<ArrivalResponse>>();
export function redeemOnce(token: string): Promise<ArrivalResponse> {
  let p = pending.get(token);
  if (!p) {
    p = redeemArrival(token);
    pending.set(token, p);
  }
  return p;
}
