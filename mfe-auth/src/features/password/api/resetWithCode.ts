import { http } from '@dcp/shared/http';
import { ResetPasswordResponse, type ResetCodeRequest } from '@dcp/shared/contracts';

/**
 * POST auth/password/reset-code with the mailed verification code. Silent: the page shows the
 * server's error in the form (a wrong or expired code as its own translated text).
 */
export async function resetWithCode(input: ResetCodeRequest): Promise<ResetPasswordResponse> {
  const { data } = await http.post('auth/password/reset-code', input, { silent: true });
  return ResetPasswordResponse.parse(data);
}
