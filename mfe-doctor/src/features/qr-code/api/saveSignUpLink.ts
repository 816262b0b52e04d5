import { http } from '@dcp/shared/http';
import { SignUpLinkSettings, type SaveSignUpLinkSettings } from '@dcp/shared/contracts';
import { useSavedToggle } from '@dcp/shared/data';

/** PUT doctor/sign-up-link: saves 'Allow patients to go straight to survey without sign-up'. */
export async function saveSignUpLink(body: SaveSignUpLinkSettings): Promise<SignUpLinkSettings> {
  const { data } = await http.put('doctor/sign-up-link', body);
  return SignUpLinkSettings.parse(data);
}

/** The direct-to-survey checkbox, saved as it changes. */
export const useSaveSignUpLinkToggle = (adopt: (saved: SignUpLinkSettings) => void) =>
  useSavedToggle((allowAnonymous) => saveSignUpLink({ allowAnonymous }), adopt);
