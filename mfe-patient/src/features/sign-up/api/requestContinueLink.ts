import { http } from '@dcp/shared/http';
import { ForgotPasswordResponse } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

/**
 * POST auth/password/forgot (method link) for an e-mail that already has an account: the API mails a
 * patient who signed up by a link a single-use link back to their questionnaire (a patient with a
 * password gets a reset link), and answers the same whatever the account.
 */
export async function requestContinueLink(email: string): Promise<void> {
  const { data } = await http.post('auth/password/forgot', { email, method: 'link' });
  ForgotPasswordResponse.parse(data);
}

export const useRequestContinueLink = () => useSave(requestContinueLink);
