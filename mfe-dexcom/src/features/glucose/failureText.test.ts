import { createIntl } from 'react-intl';
import { AxiosHeaders } from 'axios';
import { AxiosError } from '@dcp/shared/http';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { failureText } from './failureText';

// Req G§8 (issue 28 point 6): failures read in the reader's language, never axios's English.

const intl = (locale: 'en-GB' | 'es-ES') => createIntl({ locale, messages: locale === 'en-GB' ? en : es });
const failure = (status?: number, data?: unknown) =>
  new AxiosError(
    status ? `Request failed with status code ${status}` : 'Network Error',
    status ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK',
    undefined,
    undefined,
    status
      ? { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } }
      : undefined,
  );

test('a refresh that fails on the network says so in Spanish, without axios’s words', () => {
  const text = failureText(intl('es-ES'), 'refresh', failure());
  expect(text).toBe('No se pudo actualizar: falló la conexión con el portal');
  expect(text).not.toMatch(/Network Error|status code/);
});

test('a refresh refused for want of a valid token asks to reconnect', () => {
  expect(failureText(intl('en-GB'), 'refresh', failure(409, { detail: 'Token expired' }))).toBe(
    'Connection validation failed. Please reconnect to Dexcom.',
  );
});

test('the API’s own text is shown when it gave one', () => {
  expect(
    failureText(intl('en-GB'), 'refresh', failure(502, { detail: 'Dexcom could not be reached (503)' })),
  ).toBe('Failed to refresh: Dexcom could not be reached (503)');
});

test('disconnect: the spec’s text without a reason, the reason when there is one', () => {
  expect(failureText(intl('en-GB'), 'disconnect', failure())).toBe('Unable to disconnect from Dexcom');
  expect(failureText(intl('en-GB'), 'disconnect', failure(500, { detail: 'Server error' }))).toBe(
    'Failed to disconnect: Server error',
  );
});
