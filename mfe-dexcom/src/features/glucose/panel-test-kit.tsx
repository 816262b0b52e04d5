import type { Account, DexcomStatus, Locale } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, makeDexcomStatus, renderDexcom } from '../../test-kit';
import { forgetStatus } from './api/getStatus';
import { GlucosePanel } from './GlucosePanel';

// The glucose panel's tests set the same scene: who is signed in, the link's status, and the
// summary the API answers. Written once here for GlucosePanel.test and TargetSetSelect.test.

export interface PanelScene {
  account: Partial<Account>;
  link?: Partial<DexcomStatus>;
  /** Asked at each request, so a test can change what the next read answers. */
  summary: () => unknown;
  /** The patient a doctor looks at; none for the patient's own panel. */
  userId?: string;
  locale?: Locale;
  /** When the page showing the panel began (`performance.now()`): the graphs' wait counts from it. */
  waitFrom?: number;
}

/** Renders the panel as `account` sees it, with no status remembered from an earlier test. */
export function showPanel({ account, link = {}, summary, userId, locale, waitFrom }: PanelScene) {
  forgetStatus();
  fakeSession(makeAccount(account));
  fakeApi.on('get', 'api/dexcom/status', { status: 200, data: makeDexcomStatus(link) });
  fakeApi.on('get', 'api/dexcom/glucose/summary', () => ({ status: 200, data: summary() }));
  return renderDexcom(<GlucosePanel userId={userId} waitFrom={waitFrom} />, { locale });
}
