import type { Page } from '@playwright/test';

// Page objects (issue 26 point 5): what a person does on a screen that many journeys pass through,
// written once, so a change to the screen is one change here. Journeys assert; these only act.

/** A sign-in page: `/login` (patients and doctors) or a staff role's own. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(path = '/login') {
    await this.page.goto(path);
    return this;
  }

  /** Fills the form the way a person would and submits it (the role choice as it stands). */
  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** `/login`'s patient choice, then the form. */
  async signInAsPatient(email: string, password: string) {
    await this.page.getByLabel('Patient').check();
    await this.signIn(email, password);
  }
}
