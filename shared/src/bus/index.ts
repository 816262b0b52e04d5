// Leaf layer with module-level state shared by http, session and i18n; it imports none of them.
export * from './token';
export * from './notifications';
export * from './prefs';
export * from './page-title';
export * from './pending';
