import { act, fireEvent, screen } from '@testing-library/react';
import { MAIN_AREA_ID } from '@dcp/shared/spa';
import { renderWithProviders } from '@dcp/shared/testing';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { RouteAnnouncer } from './RouteAnnouncer';
import { Sidebar } from './Sidebar';

const messages = { 'en-GB': en, 'es-ES': es };

// jsdom has no scrolling: the announcer's scroll to the top is observed instead.
const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test('the phone menu button controls the list, Escape closes it and focus returns', () => {
  renderWithProviders(<Sidebar role="patient" />, { messages });
  const button = screen.getByText('Menu').closest('button')!; // shown on phones only (CSS)
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(list).toHaveAttribute('data-open', 'false');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveAttribute('data-open', 'true');
  const link = screen.getAllByRole('link', { hidden: true })[0]!;
  link.focus();
  fireEvent.keyDown(link, { key: 'Escape' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

function navigate(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
}

test('a client-side navigation focuses the new page heading and announces it politely', async () => {
  jest.useFakeTimers();
  const main = document.createElement('main');
  main.id = MAIN_AREA_ID;
  main.innerHTML = '<h1>Home</h1><a href="/patient/notes">Notes</a>';
  document.body.append(main);
  renderWithProviders(<RouteAnnouncer />, { messages });
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  // The first page load is left alone.
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(document.activeElement).toBe(document.body);

  main.querySelector('a')!.focus();
  act(() => navigate('/patient/notes'));
  main.innerHTML = '<h1>Notes</h1>';
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(screen.getByRole('heading', { name: 'Notes' })).toHaveFocus();
  expect(region).toHaveTextContent('Notes page');
});

test('a new page starts at its top; back and forward are left to the browser', () => {
  renderWithProviders(<RouteAnnouncer />, { messages });
  expect(scrollTo).not.toHaveBeenCalled(); // the first page load keeps where the reader scrolled
  act(() => navigate('/privacy-policy'));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockClear();
  act(() => {
    // The browser's back button: the location changes, then its own popstate (no `singleSpa` mark).
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
  expect(window.location.pathname).toBe('/');
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a page that moved focus itself keeps it', async () => {
  jest.useFakeTimers();
  const main = document.createElement('main');
  main.id = MAIN_AREA_ID;
  main.innerHTML = '<h1>Home</h1>';
  document.body.append(main);
  renderWithProviders(<RouteAnnouncer />, { messages });
  act(() => navigate('/patient/notes'));
  main.innerHTML = '<h1>Notes</h1><label>Note <textarea></textarea></label>';
  main.querySelector('textarea')!.focus();
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(main.querySelector('textarea')).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Notes page');
});
