import { createIntl } from 'react-intl';
import { SHARED_MESSAGES } from '@dcp/shared/i18n';
import { recordLabel } from './actions';

// A staff change's row names whom and why (issue 37 point 7); the reason stays the admin's text.
it('names a staff change with the reason as typed, in each language', () => {
  const record = { kind: 'staff-change', name: 'Lea Ver', reason: 'Moved <b>away</b>' };
  const en = createIntl({ locale: 'en-GB', messages: SHARED_MESSAGES['en-GB'] });
  const es = createIntl({ locale: 'es-ES', messages: SHARED_MESSAGES['es-ES'] });
  expect(recordLabel(en, record)).toBe('Staff account: Lea Ver — reason: “Moved <b>away</b>”');
  expect(recordLabel(es, record)).toBe('Cuenta de personal: Lea Ver — motivo: «Moved <b>away</b>»');
  expect(recordLabel(en, { kind: 'account', name: 'Lea Ver' })).toBe('Account: Lea Ver');
});
