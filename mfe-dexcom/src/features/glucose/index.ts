// What the connect pages use of the glucose feature.
export { getAuthUrl } from './api/getAuthUrl';
export { exchangeToken } from './api/exchangeToken';
export { syncGlucose } from './api/syncGlucose';
export { skipDexcom } from './api/linkActions';
export { GlucosePanel } from './GlucosePanel';
export { consentPath } from './openConsent';
