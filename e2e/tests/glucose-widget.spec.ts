import { expect, test, type Page } from '@playwright/test';
import { declineCookies, dexcomControl } from './helpers';
import { openAs } from './sessions';
import { stackUrls } from './stack-urls';

// The embeddable connect widget (issue 9 point 7) on the example clinic page, served from an origin
// of its own (scripts/stack.mjs): allowed there by DEXCOM_WIDGET_ORIGINS, refused on any other.
const examplePage = () => stackUrls().widgetExample;
// The same page under another name is another origin, and not in the setting.
const otherSite = () => examplePage().replace('//localhost:', '//127.0.0.1:');
test.setTimeout(240_000);

/** Connects through the portal's consent page and the emulator's login; the popup closes when linked. */
async function connectInPopup(site: Page, name: string) {
  const connect = await withPopup(site, name);
  await connect.getByLabel(/I consent to linking my CGM data/).check();
  await connect.getByRole('button', { name: 'Connect Dexcom' }).click();
  // Its own sandbox user: revoking its tokens below touches no other journey's link.
  await connect.getByLabel(/sensor worn now and then/).check();
  await connect.getByRole('button', { name: 'Authorize' }).click();
  await connect.waitForEvent('close', { timeout: 150_000 });
  await expect(site.getByText('Connected.')).toBeVisible();
}

/** Clicks a widget button that opens the portal, and answers the popup. */
async function withPopup(site: Page, name: string) {
  const opened = site.waitForEvent('popup');
  await site.getByRole('button', { name }).click();
  return opened;
}

test('on an allowed site the widget signs the patient in through the portal, connects, refreshes and disconnects', async ({
  page,
}) => {
  await openAs(page, 'patient');
  await declineCookies(page);
  const site = await page.context().newPage();
  await site.goto(examplePage());
  await expect(site.getByText('Sign in to the patient portal to see and manage')).toBeVisible();
  // The clinic's loud button style stops at the shadow root.
  await expect(site.getByRole('button', { name: "A button of the clinic's site" })).toHaveCSS(
    'background-color',
    'rgb(255, 105, 180)',
  );
  await expect(site.getByRole('button', { name: 'Sign in to the patient portal' })).toHaveCSS(
    'background-color',
    'rgb(11, 92, 173)',
  );

  // Already signed in at the portal: the popup hands over a widget token and closes by itself.
  const handshake = await withPopup(site, 'Sign in to the patient portal');
  await expect(handshake.getByText(/can now show your Dexcom connection/)).toBeVisible();
  await handshake.waitForEvent('close', { timeout: 10_000 });
  await expect(site.getByText('Not connected.')).toBeVisible();

  // Connect: the portal's own consent page, Dexcom's login, the callback's sync, back to the widget.
  await connectInPopup(site, 'Connect Dexcom');
  await site.getByRole('button', { name: 'Refresh' }).click();
  await expect(site.getByRole('button', { name: 'Refresh' })).toBeEnabled({ timeout: 30_000 });
  await expect(site.getByText('Last sync: Just now')).toBeVisible();
  await site.screenshot({ path: 'test-results/glucose-widget-connected.png' });

  // The patient revoked the portal at Dexcom: Refresh ends in 'Token expired' and a reconnect.
  await dexcomControl({ revokeUser: 'sandbox-sparse-wear' });
  await site.getByRole('button', { name: 'Refresh' }).click();
  await expect(site.getByText('Failed to refresh: Token expired')).toBeVisible({ timeout: 30_000 });
  await expect(
    site.getByText('Your Dexcom connection has expired. Please reconnect to Dexcom.'),
  ).toBeVisible();
  await connectInPopup(site, 'Reconnect Dexcom');

  // Disconnect by keyboard: the confirmation takes the focus on Cancel; Escape closes it.
  await site.getByRole('button', { name: 'Disconnect' }).focus();
  await site.keyboard.press('Enter');
  const confirm = site.getByRole('group', { name: 'Disconnect Dexcom?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await site.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await site.getByRole('button', { name: 'Disconnect' }).click();
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(site.getByText('Not connected.')).toBeVisible();

  await site.locator('dexcom-connect').evaluate((el) => el.setAttribute('lang', 'es'));
  await expect(site.getByRole('button', { name: 'Conectar Dexcom' })).toBeVisible();
  await expect(site.getByText('No conectado.')).toBeVisible();
  await site.setViewportSize({ width: 360, height: 700 });
  await site.screenshot({ path: 'test-results/glucose-widget-es-360.png' });
});

test('a site not in the setting gets no token, and the API refuses its calls', async ({ page, baseURL }) => {
  await openAs(page, 'patient');
  const site = await page.context().newPage();
  await site.goto(otherSite());
  const handshake = await withPopup(site, 'Sign in to the patient portal');
  await expect(handshake.getByRole('alert')).toHaveText(
    'This site is not allowed to show the Dexcom connection.',
  );
  await expect(site.getByRole('button', { name: 'Sign in to the patient portal' })).toBeVisible();
  await expect(site.getByText('Connected.')).toHaveCount(0);
  // CORS: the browser never lets this origin read the glucose routes.
  const { apiUrl } = (await (await page.request.get(`${baseURL}/config.json`)).json()) as { apiUrl: string };
  const answer = await site.evaluate(
    (api) =>
      fetch(`${api}/api/dexcom/status`, { headers: { authorization: 'Bearer x'.padEnd(30, 'x') } }).then(
        () => 'read',
        () => 'refused',
      ),
    apiUrl,
  );
  expect(answer).toBe('refused');
});
