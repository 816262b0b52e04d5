import { act } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { renderWithProviders } from '@dcp/shared/testing';
import { patchSession } from '@dcp/shared/session';
import { PageTitle } from '@dcp/shared/ui';
import { DocumentTitle } from './index';

// Issue 10: the browser tab names the page, in the chosen language, from the page heading.
const messages = {
  'en-GB': { 'remote.list': 'Patient List' },
  'es-ES': { 'remote.list': 'Lista de pacientes' },
};

function Page({ heading }: { heading: boolean }) {
  return (
    <>
      <DocumentTitle />
      {heading && (
        <PageTitle>
          <FormattedMessage id="remote.list" />
        </PageTitle>
      )}
    </>
  );
}

afterEach(() => act(() => patchSession({ locale: 'en-GB' })));

it('names the page and the portal, and follows a language switch', async () => {
  patchSession({ locale: 'en-GB' });
  renderWithProviders(<Page heading />, { messages });
  expect(document.title).toBe('Patient List · Diabetes Care Portal');
  // The heading's text changes first; the title follows it (a MutationObserver, so a microtask later).
  await act(async () => patchSession({ locale: 'es-ES' }));
  expect(document.title).toBe('Lista de pacientes · Portal de Atención a la Diabetes');
});

it('falls back to the portal name when the page has no heading any more', () => {
  const { rerender } = renderWithProviders(<Page heading />, { messages });
  expect(document.title).toBe('Patient List · Diabetes Care Portal');
  rerender(<Page heading={false} />);
  expect(document.title).toBe('Diabetes Care Portal');
});
