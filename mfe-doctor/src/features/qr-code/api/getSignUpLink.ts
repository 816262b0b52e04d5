import { http } from '@dcp/shared/http';
import { SignUpLinkSettings } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** GET doctor/sign-up-link: the doctor's links and the direct-to-survey toggle. */
export async function getSignUpLink(): Promise<SignUpLinkSettings> {
  const { data } = await http.get('doctor/sign-up-link');
  return SignUpLinkSettings.parse(data);
}

export const useSignUpLink = () => useLoad(getSignUpLink, 'sign-up-link');
