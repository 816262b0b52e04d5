import { http } from '@dcp/shared/http';
import { OwnSecondFactor } from '@dcp/shared/contracts';

/** GET user/this/second-factor: whether my account must keep its authenticator app. */
export async function getOwnSecondFactor(): Promise<OwnSecondFactor> {
  const { data } = await http.get('user/this/second-factor');
  return OwnSecondFactor.parse(data);
}
