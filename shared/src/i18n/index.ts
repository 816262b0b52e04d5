// react-intl provider bound to the session's locale, plus helpers to format a `Text`.
export { I18nProvider, useText, SHARED_MESSAGES } from './I18nProvider';
export type { Catalogue, Catalogues } from './I18nProvider';
export { initialLocale } from '@dcp/shared/bus';
export type { Text } from '@dcp/shared/bus';
export { DocumentTitle, useDocumentTitle } from './DocumentTitle';
export { formatPercent } from './format';
export { PSEUDO_CHARACTERS, PSEUDO_LOCALE_KEY, pseudoLocalise } from './pseudo';
