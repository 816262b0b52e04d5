import { linkManifest, registerServiceWorker } from './pwa';

// Issue 25 point 3: the phone names the installed portal in the person's language.

test('the manifest link follows the language, one link only', () => {
  document.head.innerHTML = '<link rel="manifest" href="/manifest.en.webmanifest" />';
  linkManifest('es-ES');
  linkManifest('es-ES');
  const links = document.querySelectorAll('link[rel="manifest"]');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', '/manifest.es.webmanifest');
  linkManifest('en-GB');
  expect(links[0]).toHaveAttribute('href', '/manifest.en.webmanifest');
});

test('no service worker outside a production build (a development server must never be cached)', () => {
  const register = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  registerServiceWorker();
  window.dispatchEvent(new Event('load'));
  expect(register).not.toHaveBeenCalled();
});
