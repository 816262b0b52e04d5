import { expect, type Page } from '@playwright/test';

/** The Dexcom sandbox's people (dexcom-emulator), by the words of their choice on its login page. */
export type SandboxPerson = RegExp;

/**
 * Linking a Dexcom account as a patient does it: Connect Dexcom where the page offers it, the consent
 * page (tick, Connect Dexcom), then the sandbox's own login page on its origin.
 */
export class DexcomConnect {
  constructor(private readonly page: Page) {}

  /** From a page offering Connect Dexcom: through consent to the sandbox's login page. */
  async toSandbox() {
    await this.page.getByRole('button', { name: 'Connect Dexcom' }).first().click();
    await this.consentAndContinue();
  }

  /** On the consent page: tick the consent and go on to the sandbox. */
  async consentAndContinue() {
    await this.page.getByLabel(/I consent to linking my CGM data/).check();
    await this.page.getByRole('button', { name: 'Connect Dexcom' }).click();
    await expect(this.page.getByRole('heading', { name: 'Dexcom sandbox' })).toBeVisible();
  }

  /** On the sandbox's login page: choose the sandbox person and authorise the portal. */
  async authorize(person: SandboxPerson) {
    await this.page.getByLabel(person).check();
    await this.page.getByRole('button', { name: 'Authorize' }).click();
  }

  /**
   * On a page with the glucose panel after linking: the first sync has ended, so the figures are all
   * the readings' (a long first sync goes on in the background after the callback, issue 36 point 14,
   * and the panel says so until it ends).
   */
  async firstSyncDone() {
    // The panel loads first (its status line), then says the first sync ended (a date, not "never"),
    // then the readings are charted (nothing "still arriving").
    const link = this.page.getByRole('status').filter({ hasText: /Last sync|Última sincronización/ });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await expect(link).not.toContainText(/never|nunca/, { timeout: 120_000 });
    await expect(this.page.getByText(/still arriving|siguen llegando/)).toHaveCount(0, { timeout: 30_000 });
    // The panel then reads the figures again; until that answer is in, it still shows the ones read
    // mid-sync (the older readings only) beside its spinner.
    await expect(
      this.page.getByRole('status').filter({ hasText: /^(Loading glucose data|Cargando datos de glucosa)$/ }),
    ).toHaveCount(0, { timeout: 60_000 });
  }

  async deny() {
    await this.page.getByRole('button', { name: 'Deny' }).click();
  }
}
