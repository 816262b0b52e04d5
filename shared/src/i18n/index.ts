// react-intl provider bound to the session's locale, plus helpers to format a `Text`.
export { I18nProvider, useText } from './I18nProvider';
export { loadSharedCatalogue, sharedCatalogue } from './catalogue';
export type { Catalogue, Catalogues, TextsPart } from './catalogue';
export { initialLocale } from '@dcp/shared/bus';
export type { Text } from '@dcp/shared/bus';
export { DocumentTitle, useDocumentTitle } from './DocumentTitle';
export { formatPercent } from './format';
export { PSEUDO_CHARACTERS, PSEUDO_LOCALE_KEY, pseudoLocalise } from './pseudo';
