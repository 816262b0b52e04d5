import en from './lang/en.json';
import es from './lang/es.json';
import { ApiError } from './api';
import { failureText, lastSyncText, pickLocale, reasonText, text } from './texts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('widget texts', () => {
  it('has the same ids in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('takes the lang attribute first, then the browser language', () => {
    expect(pickLocale('es', ['en-GB'])).toBe('es');
    expect(pickLocale('en', ['es-ES'])).toBe('en');
    expect(pickLocale(null, ['fr-FR', 'es-MX'])).toBe('es');
    expect(pickLocale(null, ['de'])).toBe('en');
  });

  it('words the last sync as req G§9 says', () => {
    expect(lastSyncText('en', ago(30_000), NOW)).toBe('Last sync: Just now');
    expect(lastSyncText('en', ago(60_000), NOW)).toBe('Last sync: 1 minute ago');
    expect(lastSyncText('es', ago(59 * 60_000), NOW)).toBe('Última sincronización: hace 59 minutos');
    expect(lastSyncText('en', ago(3 * 3_600_000), NOW)).toBe('Last sync: 3 hours ago');
    expect(lastSyncText('en', ago(3 * 86_400_000), NOW)).toBe('Last sync: 20/11/2026');
    expect(lastSyncText('en', null, NOW)).toBe('Last sync: never');
  });

  it('maps the status reasons, and shows any other as a connection issue', () => {
    expect(reasonText('en', 'Token expired')).toBe(
      'Your Dexcom connection has expired. Please reconnect to Dexcom.',
    );
    expect(reasonText('es', 'boom')).toBe('Problema de conexión: boom');
  });

  // Issue 36 point 16: the widget's own words for a failure, never the browser's English HTTP text.
  it('says a failure in its own language, whatever the server or the network wrote', () => {
    expect(failureText('es', new ApiError(502, 'Bad Gateway'))).toBe(es['widget.error.dexcom']);
    expect(failureText('es', new ApiError(500, 'Internal Server Error'))).toBe(es['widget.error.server']);
    expect(failureText('es', new ApiError(429, 'Too Many Requests'))).toBe(es['widget.error.tooMany']);
    expect(failureText('es', new TypeError('Failed to fetch'))).toBe(es['widget.error.network']);
    expect(text('es', 'widget.refreshFailed', { message: failureText('es', new ApiError(503, 'x')) })).toBe(
      'No se pudo actualizar: el portal no ha podido hacerlo ahora mismo. Inténtelo de nuevo.',
    );
    expect(es['widget.optedOut']).not.toMatch(/renunciado/);
    // A known refusal by its problem code, whatever language the API wrote its detail in.
    const expired = new ApiError(409, 'El token ha caducado', 'glucose.tokenExpired');
    expect(text('en', 'widget.refreshFailed', { message: failureText('en', expired) })).toBe(
      'Failed to refresh: Token expired',
    );
    expect(failureText('es', expired)).toBe('la conexión con Dexcom ha caducado');
  });
});
