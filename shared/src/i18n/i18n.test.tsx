import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@dcp/shared/testing';
import { patchSession } from '@dcp/shared/session';
import { initialLocale, useText, type Text } from './index';
import en from './lang/en.json';
import es from './lang/es.json';
import staffEn from './lang/staff-en.json';
import staffEs from './lang/staff-es.json';

function Show({ text }: { text: Text }) {
  return <p>{useText()(text)}</p>;
}

describe('i18n', () => {
  it('translates descriptors with values and shows plain strings as-is', () => {
    renderWithProviders(
      <>
        <Show text={{ id: 'shared.http.errorCode', values: { status: 502 } }} />
        <Show text="Doctor exists" />
      </>,
    );
    expect(screen.getByText('Error code #502')).toBeInTheDocument();
    expect(screen.getByText('Doctor exists')).toBeInTheDocument();
  });

  it("follows the session's locale and merges the caller's catalogue over shared's", () => {
    patchSession({ locale: 'en-GB' });
    renderWithProviders(
      <>
        <Show text={{ id: 'shared.http.requestError' }} />
        <Show text={{ id: 'remote.hello' }} />
      </>,
      { messages: { 'en-GB': { 'remote.hello': 'Hello' }, 'es-ES': { 'remote.hello': 'Hola' } } },
    );
    expect(screen.getByText('Request error')).toBeInTheDocument();
    act(() => patchSession({ locale: 'es-ES' }));
    expect(screen.getByText('Error en la solicitud')).toBeInTheDocument();
    expect(screen.getByText('Hola')).toBeInTheDocument();
  });

  it('has every shared id in both catalogues, every page’s and staff pages’', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(staffEs).sort()).toEqual(Object.keys(staffEn).sort());
  });

  it('picks the stored locale, else Spanish for any es* browser, else English', () => {
    const nav = jest.spyOn(window.navigator, 'language', 'get');
    localStorage.removeItem('locale');
    nav.mockReturnValue('es-MX');
    expect(initialLocale()).toBe('es-ES');
    nav.mockReturnValue('fr-FR');
    expect(initialLocale()).toBe('en-GB');
    localStorage.setItem('locale', 'es-ES');
    expect(initialLocale()).toBe('es-ES');
    localStorage.setItem('locale', 'xx');
    expect(initialLocale()).toBe('en-GB');
    nav.mockRestore();
  });
});
