export { ErasureRequestsPage } from './ErasureRequestsPage';
export { ErasureSettingsCard } from './ErasureSettingsCard';
