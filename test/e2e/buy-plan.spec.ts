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
