import { http } from '@dcp/shared/http';
import { ForgotPasswordResponse } from '@dcp/shared/contracts';

/**
 * POST auth/password/forgot: the API mails a reset link or a verification code, in the user's
 * language, and answers the same whether or not the account exists. The e-mail is not checked here:
 * the API's own 400 is what the page shows for a malformed one.
 */
export async function requestPasswordReset(email: string, method: 'link' | 'code'): Promise<string> {
  const { data } = await http.post('auth/password/forgot', { email, method });
  return ForgotPasswordResponse.parse(data).message;
}
