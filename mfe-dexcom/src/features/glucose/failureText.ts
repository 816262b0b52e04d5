import type { IntlShape } from 'react-intl';
import { isAxiosError, problemDetail } from '@dcp/shared/http';

/** What each patient action says when it fails (req G§8 "Status reasons"). */
export type LinkAction = 'refresh' | 'disconnect' | 'optOut' | 'connect';

/**
 * The failure in the reader's language: the API's own text (it answers in the caller's language),
 * never axios's English ("Network Error", "Request failed with status code 500"). A refresh refused
 * for want of a valid token asks to reconnect (req G§8).
 */
export function failureText(intl: IntlShape, action: LinkAction, e: unknown): string {
  const status = isAxiosError(e) ? e.response?.status : undefined;
  const detail = isAxiosError(e) ? problemDetail(e.response?.data) : undefined;
  switch (action) {
    case 'refresh':
      if (status === 409) return intl.formatMessage({ id: 'dexcom.status.validationFailed' });
      return intl.formatMessage(
        { id: 'dexcom.status.refreshFailed' },
        { message: detail ?? intl.formatMessage({ id: 'dexcom.status.refreshFailedUnknown' }) },
      );
    case 'disconnect':
      return detail
        ? intl.formatMessage({ id: 'dexcom.status.disconnectFailed' }, { message: detail })
        : intl.formatMessage({ id: 'dexcom.status.disconnectError' });
    case 'optOut':
      return intl.formatMessage({ id: 'dexcom.status.optOutFailed' });
    case 'connect':
      return intl.formatMessage({ id: 'dexcom.error.connectFailed' });
  }
}
