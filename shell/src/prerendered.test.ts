import { getSession } from '@dcp/shared/session';
import { MAIN_AREA_ID } from '@dcp/shared/spa';
import { ownerOf } from './areas/areas';
import { restorePrerendered, takePrerendered } from './prerendered';

// A person may type into the pre-rendered sign-in page before the shell runs (a slow phone): the
// shell takes the page out for its first render and puts it back, and the field keeps the focus
// (seen once in CI: the e-mail kept its value but not the focus, so the next key went nowhere).
it('puts the page back with the focus where the person left it', () => {
  window.history.replaceState(null, '', '/login');
  const area = `dcp-area-${ownerOf('/login')}`;
  document.body.innerHTML = `<main id="old"><div id="${area}"><div data-prerendered="${getSession().locale}"><input name="email"></div></div></main>`;
  const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
  email.focus();
  const taken = takePrerendered();
  expect(document.activeElement).toBe(document.body);
  // The shell's first render: a new main area.
  document.body.innerHTML = `<main id="${MAIN_AREA_ID}"></main>`;
  restorePrerendered(taken);
  expect(email.isConnected).toBe(true);
  expect(document.activeElement).toBe(email);
});
