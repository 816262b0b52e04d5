import en from './lang/en.json';
import es from './lang/es.json';
import { lastSyncText, pickLocale, reasonText } from './texts';

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
});
