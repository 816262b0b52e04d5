// The one HTTP client (req A§7, design D§4). Notifications are re-exported so a page can raise
// one without importing the session (and with it aws-amplify).
export {
  http,
  configureHttp,
  fileRequest,
  errorMessage,
  problemCode,
  problemDetail,
  setTransport,
} from './client';
export { REQUEST_TIMEOUT_MS, FILE_TIMEOUT_MS, MAX_RETRIES, backoffMs, isRetryable } from './policy';
export { notify, notifications$, tokenStore } from '@dcp/shared/bus';
export type { Text, AppNotification, NotificationType } from '@dcp/shared/bus';
export { isAxiosError, AxiosError } from 'axios';
