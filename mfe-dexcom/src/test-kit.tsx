// The Dexcom remote's tests render with this remote's catalogues (shared's are merged in by
// renderWithProviders) and take the shared fakes from here, so each test names one kit.
import type { ReactElement } from 'react';
import { renderWithProviders, type ProviderOptions } from '@dcp/shared/testing';
import en from './lang/en.json';
import es from './lang/es.json';

export * from '@dcp/shared/testing';

const messages = { 'en-GB': en, 'es-ES': es };

/** renderWithProviders with the Dexcom remote's texts in English and Spanish. */
export function renderDexcom(ui: ReactElement, options: Omit<ProviderOptions, 'messages'> = {}) {
  return renderWithProviders(ui, { ...options, messages });
}
