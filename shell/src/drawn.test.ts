import { waitFor } from '@testing-library/dom';
import { DRAWN_MARK, markWhenDrawn } from './drawn';

// Issue 41 point 6: the bench and the byte guard end their counts at this mark, so it must come when
// the remote has drawn the page's content — not for the pre-rendered copy, not before.

const flush = () => new Promise((r) => setTimeout(r, 50));
// jsdom has no performance.mark: the marks are recorded by a fake.
let marked: string[] = [];
const mark = (name: string) => void marked.push(name);
const marks = () => marked.filter((m) => m === DRAWN_MARK);

beforeEach(() => {
  marked = [];
  document.body.innerHTML = '<main id="dcp-main"></main>';
});

test('/login is drawn by the remote’s form, not by the pre-rendered one', async () => {
  markWhenDrawn(document, '/login', mark);
  const main = document.getElementById('dcp-main')!;
  main.innerHTML = '<div id="dcp-area-auth"><div data-prerendered="en-GB"><form></form></div></div>';
  await flush();
  expect(marks()).toHaveLength(0);
  main.querySelector('#dcp-area-auth')!.innerHTML = '<form></form>';
  await waitFor(() => expect(marks()).toHaveLength(1));
});

test('the patient’s home is drawn once its charts are, and marked once', async () => {
  markWhenDrawn(document, '/patient/home', mark);
  const main = document.getElementById('dcp-main')!;
  main.innerHTML = '<h1>Home</h1><section></section>';
  await flush();
  expect(marks()).toHaveLength(0);
  main.querySelector('section')!.setAttribute('data-charted', '');
  await waitFor(() => expect(marks()).toHaveLength(1));
  main.appendChild(document.createElement('p'));
  await flush();
  expect(marks()).toHaveLength(1);
});

test('a page without a drawn rule is never marked', async () => {
  markWhenDrawn(document, '/docs/terms', mark);
  document.getElementById('dcp-main')!.innerHTML = '<table><tbody><tr></tr></tbody></table>';
  await flush();
  expect(marks()).toHaveLength(0);
});
