import { http } from '@dcp/shared/http';
import { RestrictedSignUpResponse, type RestrictedSignUp } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/**
 * POST auth/user-restricted-survey-bound (req G§3): the new restricted user's token and survey.
 * Silent: the form shows its own answer to an e-mail that already has an account, and the server's
 * message otherwise (req G§8).
 */
export async function signUpRestricted(body: RestrictedSignUp): Promise<RestrictedSignUpResponse> {
  const { data } = await http.post('auth/user-restricted-survey-bound', body, { retry: false, silent: true });
  return RestrictedSignUpResponse.parse(data);
}

export const useSignUpRestricted = () => useSave(signUpRestricted);
