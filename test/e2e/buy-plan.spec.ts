import { expect, test } from '@playwright/test';
import { payForPlan } from './account-start';
import { E2E } from './e2e-env';
import { uniqueEmail } from './mailbox';
import { setPasswordFromLink, setPasswordLink } from './welcome-link';

// Billing to account (issue 13 §1, decision 017): a visitor pays for a plan in the built-in test
// checkout, the confirmation e-mail arrives over SMTP, its link sets the password, and the new
// owner lands on onboarding, signed in.

const DASHBOARD = E2E.dashboardUrl;

test('a paid plan e-mails a link that sets the password and opens onboarding, signed in', async ({
  page,
}) => {
  // A whole journey: checkout or form, the e-mail over SMTP, two password hashes.
  test.setTimeout(120_000);
  const email = uniqueEmail('buyer');
  const mail = await payForPlan(page, { businessName: 'Acme Wraps', email });
  expect(mail.text).toContain('Acme Wraps');
  await page.context().clearCookies();
  await setPasswordFromLink(page, setPasswordLink(mail.text));

  const me = await (await page.request.get(`${DASHBOARD}/api/me`)).json();
  expect(me.user.email).toBe(email);
  expect(me.workspaces).toMatchObject([{ name: 'Acme Wraps', role: 'owner' }]);
  const billing = await page.request.get(`${DASHBOARD}/api/workspaces/${me.workspaces[0].id}/billing`);
  expect(await billing.json()).toMatchObject({ state: 'active', plan: { id: 'shopagent-pro' } });
});

test("a ShopAgent buyer's onboarding offers the ShopAgent, and shows what Settings changed", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('fern');
  const mail = await payForPlan(page, { businessName: 'Fern & Field', email });
  await page.context().clearCookies();
  await setPasswordFromLink(page, setPasswordLink(mail.text));

  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  // A saved toast shows bottom-right, over Continue on a laptop screen, and stays while the pointer
  // rests on it: the pointer comes from elsewhere, as a person's does (onboarding-steps.ts).
  const continueButton = {
    click: async () => {
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    },
  };
  await page.getByRole('button', { name: 'Get started' }).click({ timeout: 30_000 });
  await expect(page.getByLabel('Business name')).toHaveValue('Fern & Field');
  await page.getByLabel('Industry').fill('Plants & garden');
  await continueButton.click();
  await expect(heading('Branding')).toBeFocused();
  await continueButton.click();
  await expect(heading('Automation Features')).toBeFocused();
  await continueButton.click();

  // The plan bought decides: its agent is ticked, named and greeted for this business.
  await expect(heading('AI Agent Setup')).toBeFocused();
  await expect(page.getByLabel('Use ShopAgent')).toBeChecked();
  await expect(page.getByLabel('Use QuoteAgent')).not.toBeChecked();
  await expect(page.getByLabel('Use SocialAgent')).not.toBeChecked();
  const shop = page.getByRole('group', { name: 'ShopAgent' });
  await expect(shop.getByLabel('Agent name')).toHaveValue('Fern & Field ShopAgent');
  const greeting = shop.getByLabel('Welcome message');
  await expect(greeting).toHaveValue(/Fern & Field/);
  await expect(greeting).not.toHaveValue(/wrap|print/i);
  await continueButton.click();

  // All Set asks for no vinyl prices; nor does the dashboard.
  await expect(heading('All Set')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Set your prices' })).toHaveCount(0);
  await expect(page.getByText(/QuoteAgent/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/dashboard`);
  const me = await (await page.request.get(`${DASHBOARD}/api/me`)).json();
  const agents = await (
    await page.request.get(`${DASHBOARD}/api/workspaces/${me.workspaces[0].id}/agents`)
  ).json();
  expect(agents.agents.map((a: { agentType: string }) => a.agentType)).toEqual(['shop']);
  await expect(page.getByRole('link', { name: 'Set your prices' })).toHaveCount(0);
  // The shop's Products page (where its store connects) is in the navigation at once, no reload.
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Products' }),
  ).toBeVisible();

  // Nor Social: a shop plan has no SocialAgent.
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Social' }),
  ).toHaveCount(0);

  // Settings: no quote pricing (a QuoteAgent's alone); the contact details are changed.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  const contact = page.getByRole('region', { name: 'Business contact details' });
  await expect(contact).toBeVisible();
  await expect(page.locator('#pricing')).toHaveCount(0);
  await expect(page.getByText(/QuoteAgent|Price per square foot/)).toHaveCount(0);
  await contact.getByLabel('Business name').fill('Fern & Field Plants');
  await contact.getByLabel('Support e-mail').fill('hello@fernandfield.example');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Contact details saved')).toBeVisible();

  // Back through onboarding (within the app, so its earlier answers are still in memory): the
  // business step shows what Settings saved, and Continue keeps it.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Agents' }).click();
  await page.getByRole('link', { name: 'Agent setup' }).click();
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByLabel('Business name')).toHaveValue('Fern & Field Plants');
  await expect(page.getByLabel('Business e-mail')).toHaveValue('hello@fernandfield.example');
  await expect(page.getByLabel('Industry')).toHaveValue('Plants & garden');
  await continueButton.click();
  await expect(heading('Branding')).toBeFocused();
  const settings = await (
    await page.request.get(`${DASHBOARD}/api/workspaces/${me.workspaces[0].id}/settings`)
  ).json();
  expect(settings.contact).toMatchObject({
    businessName: 'Fern & Field Plants',
    email: 'hello@fernandfield.example',
  });

  // A first website read is offered as a first read, not "again".
  await page.goto(`${DASHBOARD}/knowledge`);
  await expect(
    page.getByText('Read your website into the knowledge base, so your agents answer from what it says.'),
  ).toBeVisible();
});
