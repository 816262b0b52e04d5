// Issue 41 point 1: shared's texts are no longer in the shell's first-screen file. A page loads only
// its language's catalogue, draws nothing (never a message id) until it is in, and a language switch
// keeps the page in the previous language until the new one's texts arrive.
//
// The jest setup loads both catalogues before every test file, as the shell's boot does before its
// first render; these tests take the modules afresh (isolateModules) to start with none loaded.
import type * as Rtl from '@testing-library/react';
import type * as Intl from 'react-intl';
import type * as I18n from './index';

type Modules = { rtl: typeof Rtl; intl: typeof Intl; i18n: typeof I18n };

function freshModules(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      /* eslint-disable @typescript-eslint/no-require-imports */
      rtl: require('@testing-library/react'),
      intl: require('react-intl'),
      i18n: require('./index'),
      /* eslint-enable @typescript-eslint/no-require-imports */
    };
  });
  return modules!;
}

// One fresh set per test, taken at the top: testing-library registers its cleanup hooks when loaded.
const first = freshModules();
const second = freshModules();

const EN = 'Diabetes Care Portal';
const ES = 'Portal de Atención a la Diabetes';
const WAIT = { timeout: 5000 };

test('loads only the chosen language and draws nothing until its texts are in', async () => {
  const { rtl, intl, i18n } = first;
  const view = rtl.render(
    <i18n.I18nProvider messages={{ 'en-GB': {}, 'es-ES': {} }} locale="es-ES">
      <intl.FormattedMessage id="shared.portal.name" />
    </i18n.I18nProvider>,
  );
  expect(view.container).toBeEmptyDOMElement();
  expect(await view.findByText(ES, {}, WAIT)).toBeInTheDocument();
  expect(i18n.sharedCatalogue('es-ES')).toBeDefined();
  expect(i18n.sharedCatalogue('en-GB')).toBeUndefined();
});

test('a language switch keeps the previous language until the new texts arrive, then shows them', async () => {
  const { rtl, intl, i18n } = second;
  await i18n.loadSharedCatalogue('es-ES');
  const page = (locale: 'en-GB' | 'es-ES') => (
    <i18n.I18nProvider messages={{ 'en-GB': {}, 'es-ES': {} }} locale={locale}>
      <p>
        <intl.FormattedMessage id="shared.portal.name" />
      </p>
    </i18n.I18nProvider>
  );
  const view = rtl.render(page('es-ES'));
  expect(view.getByRole('paragraph')).toHaveTextContent(ES);
  view.rerender(page('en-GB'));
  expect(view.getByRole('paragraph')).toHaveTextContent(ES);
  await rtl.waitFor(() => expect(view.getByRole('paragraph')).toHaveTextContent(EN), WAIT);
});

// shared's staff-only texts are a part of their own (`texts-staff-<locale>`): a patient's or public
// page never asks for it; a staff page (`staff`: the staff remotes) draws nothing until it is in.
const third = freshModules();
const fourth = freshModules();
const NONE = { 'en-GB': {}, 'es-ES': {} };
const AUDIT_EN = 'Audit trail';
const AUDIT_ES = 'Registro de auditoría';

test('a page without staff texts never asks for them; a staff page waits for them', async () => {
  const { rtl, intl, i18n } = third;
  const patient = rtl.render(
    <i18n.I18nProvider messages={NONE} locale="en-GB">
      <intl.FormattedMessage id="shared.portal.name" />
    </i18n.I18nProvider>,
  );
  expect(await patient.findByText(EN, {}, WAIT)).toBeInTheDocument();
  expect(i18n.sharedCatalogue('en-GB', 'staff')).toBeUndefined();
  patient.unmount();
  const staff = rtl.render(
    <i18n.I18nProvider messages={NONE} locale="en-GB" staff>
      <intl.FormattedMessage id="shared.audit.title" />
    </i18n.I18nProvider>,
  );
  // shared's common part is in already: the page still waits for the staff part.
  expect(staff.container).toBeEmptyDOMElement();
  expect(await staff.findByText(AUDIT_EN, {}, WAIT)).toBeInTheDocument();
  expect(i18n.sharedCatalogue('en-GB', 'staff')).toBeDefined();
});

test('a staff page switching language keeps the previous one until both parts of the new one are in', async () => {
  const { rtl, intl, i18n } = fourth;
  await Promise.all([
    i18n.loadSharedCatalogue('en-GB'),
    i18n.loadSharedCatalogue('en-GB', 'staff'),
    i18n.loadSharedCatalogue('es-ES'),
  ]);
  const page = (locale: 'en-GB' | 'es-ES') => (
    <i18n.I18nProvider messages={NONE} locale={locale} staff>
      <p>
        <intl.FormattedMessage id="shared.audit.title" />
      </p>
    </i18n.I18nProvider>
  );
  const view = rtl.render(page('en-GB'));
  expect(view.getByRole('paragraph')).toHaveTextContent(AUDIT_EN);
  view.rerender(page('es-ES'));
  // Spanish's common part is in, its staff part not yet: the page stays whole in English.
  expect(view.getByRole('paragraph')).toHaveTextContent(AUDIT_EN);
  await rtl.waitFor(() => expect(view.getByRole('paragraph')).toHaveTextContent(AUDIT_ES), WAIT);
});
