import { createIntl } from 'react-intl';
import type { Locale } from '@dcp/shared/contracts/core';
import { sharedCatalogue } from '@dcp/shared/i18n';

/** react-intl's formatter over both parts of shared's texts, as a staff page has them (the setup loads them). */
export const sharedIntl = (locale: Locale) =>
  createIntl({ locale, messages: { ...sharedCatalogue(locale), ...sharedCatalogue(locale, 'staff') } });
