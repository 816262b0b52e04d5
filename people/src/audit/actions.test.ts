import { createIntl } from 'react-intl';
import { sharedCatalogue } from '@dcp/shared/i18n';
import { recordLabel } from './actions';

// An account change's row (staff status, a patient leaving, an erasure decision) names whom and why
// (issue 37 point 7); the reason stays the decider's text.
it('names an account change with the reason as typed, in each language', () => {
  const record = { kind: 'staff-change', name: 'Lea Ver', reason: 'Moved <b>away</b>' };
  const en = createIntl({ locale: 'en-GB', messages: sharedCatalogue('en-GB') });
  const es = createIntl({ locale: 'es-ES', messages: sharedCatalogue('es-ES') });
  expect(recordLabel(en, record)).toBe('Account change: Lea Ver — reason: “Moved <b>away</b>”');
  expect(recordLabel(es, record)).toBe('Cambio de cuenta: Lea Ver — motivo: «Moved <b>away</b>»');
  expect(recordLabel(en, { kind: 'account', name: 'Lea Ver' })).toBe('Account: Lea Ver');
  // An erased patient's erasure: the reason without the person.
  expect(recordLabel(es, { kind: 'staff-change', name: null, reason: 'Lo pidió por escrito' })).toBe(
    'Cambio de cuenta — motivo: «Lo pidió por escrito»',
  );
});
