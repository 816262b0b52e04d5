import { fakeApi } from '@dcp/shared/testing';
import { resolveResource } from './api/resolveResource';
import { openResolved } from './resources';

beforeEach(() => fakeApi.install());
afterEach(() => {
  fakeApi.reset();
  jest.restoreAllMocks();
});

/** A stand-in for the window window.open('') returns, recording where it is sent. */
function fakeWindow() {
  const win = { opener: {} as unknown, location: { href: 'about:blank' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  return win;
}

it('sends the new window to a resolved http(s) page', async () => {
  fakeApi.on('get', 'resources/education/carbs/resolved', {
    status: 200,
    data: { resolvedUrl: 'https://example.org/carbs' },
  });
  const win = fakeWindow();
  await openResolved('resources/education/carbs');
  expect(win.opener).toBeNull();
  expect(win.location.href).toBe('https://example.org/carbs');
});

it.each([
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://example.org/x',
])('never navigates to a resolved %s URL: the window is closed instead', async (resolvedUrl) => {
  fakeApi.on('get', 'resources/education/bad/resolved', { status: 200, data: { resolvedUrl } });
  await expect(resolveResource('resources/education/bad')).rejects.toThrow();
  const win = fakeWindow();
  await openResolved('resources/education/bad');
  expect(win.location.href).toBe('about:blank');
  expect(win.close).toHaveBeenCalled();
});
