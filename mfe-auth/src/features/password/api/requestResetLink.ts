import { http } from '@dcp/shared/http';
import { ForgotPasswordResponse } from '@dcp/shared/contracts';

/**
 * POST auth/password/forgot: the API answers the same whether or not the account exists. The e-mail
 * is not checked here: the API's own 400 is what the page shows for a malformed one.
 */
export async function requestResetLink(email: string): Promise<string> {
  const { data } = await http.post('auth/password/forgot', { email });
  return ForgotPasswordResponse.parse(data).message;
}
