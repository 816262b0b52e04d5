import { http } from '@dcp/shared/http';
import { ResetPasswordResponse } from '@dcp/shared/contracts';

/**
 * POST auth/password/reset with the token of the e-mailed link. Silent: the page shows the server's
 * error in the form. The body is not parsed here: a malformed token must reach the API, whose 400
 * the page turns into 'this link is invalid'.
 */
export async function resetPassword(token: string, newPassword: string): Promise<ResetPasswordResponse> {
  const { data } = await http.post('auth/password/reset', { token, newPassword }, { silent: true });
  return ResetPasswordResponse.parse(data);
}
