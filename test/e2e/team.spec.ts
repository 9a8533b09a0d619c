import { expect, test } from '@playwright/test';
import { signUpConfirmed } from './deploy-owner';
import { E2E } from './e2e-env';
import { uniqueEmail, waitForMail } from './mailbox';
import { collectPageErrors, expectNoSeriousAxeViolations } from './page-checks';

// An owner invites a person by e-mail; the person signs up from the link and joins in that step
// (the link's token proves the address), with the e-mails read from the loopback SMTP server.

const DASHBOARD = E2E.dashboardUrl;
test.describe.configure({ timeout: 120_000 });

/** The first link in an e-mail that starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`(${escaped}\\S+)`).exec(text)?.[1];
  expect(link, text).toBeTruthy();
  return link!;
}

test('an invited person signs up from the e-mailed link and joins as a member in one step', async ({
  page,
  browser,
}) => {
  const owner = uniqueEmail('team-owner');
  const invitee = uniqueEmail('team-member');
  await signUpConfirmed(page, owner);

  await page.goto(`${DASHBOARD}/settings#team`);
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByLabel('E-mail address').fill('not-an-address');
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(team.getByText('Please enter a valid email address.')).toBeVisible();
  await team.getByLabel('E-mail address').fill(invitee);
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(team.getByRole('list', { name: 'Pending invitations' })).toContainText(invitee);

  const invitation = await waitForMail(invitee, /invited you to join/);
  const link = linkIn(invitation.text, `${DASHBOARD}/invite/`);

  const context = await browser.newContext();
  const guest = await context.newPage();
  const errors = collectPageErrors(guest);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(/^Join .+'s workspace$/);
  await expect(guest.getByText(`You were invited as a member (${invitee}).`)).toBeVisible();
  await expectNoSeriousAxeViolations(guest);
  const form = guest.getByRole('form', { name: 'Create your account' });
  await expect(form.getByLabel('Email')).toHaveValue(invitee);
  await form.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await form.getByLabel('Confirm Password').fill('long-enough-1');
  await form.getByRole('button', { name: 'Create account and continue' }).click();

  // One step: the invitation's link proved the address, so the new account joins at once, with
  // no second click and no confirmation e-mail to open first.
  await expect(guest).toHaveURL(`${DASHBOARD}/dashboard`);
  await expect(guest.getByText(/You joined .+'s workspace/)).toBeVisible();
  await expect(guest.getByRole('button', { name: /^Join / })).toHaveCount(0);

  // A member is told only owners choose a plan, rather than offered a checkout they cannot use.
  const billing = guest.getByTestId('billing-card');
  await expect(billing.getByTestId('billing-owners-only')).toHaveText(
    "Only the workspace's owners can choose a plan.",
  );
  await expect(billing.getByRole('link', { name: /Subscribe|Choose a plan|See plans/ })).toHaveCount(0);

  // A member sees the settings, with a note that only owners change them.
  await guest.goto(`${DASHBOARD}/settings`);
  await expect(guest.getByRole('note')).toContainText('only its owners can change');
  await expect(guest.getByRole('button', { name: 'Save contact details' })).toHaveCount(0);
  // The routing rules are shown to a member, but only the owner changes them.
  await guest.goto(`${DASHBOARD}/dashboard`);
  const rules = guest.getByRole('region', { name: 'Routing rules' });
  await expect(rules.getByText('Only the workspace owner can change routing rules.')).toBeVisible();
  await expect(rules.getByRole('form', { name: /^Routing rule / }).first()).toBeVisible();
  await expect(rules.getByRole('button', { name: /Save rule|Add rule|Delete/ })).toHaveCount(0);
  await expect(rules.getByLabel('Name').first()).toBeDisabled();
  expect(errors.filter((e) => !e.startsWith('403 '))).toEqual([]);
  await context.close();

  // On a 390 px phone the leads (the dashboard's tabs) come before the CRM card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DASHBOARD}/dashboard`);
  const tabs = page.getByRole('tablist').first();
  const crm = page.getByTestId('crm-card');
  await expect(tabs).toBeVisible();
  await expect(crm).toBeVisible();
  expect((await tabs.boundingBox())!.y).toBeLessThan((await crm.boundingBox())!.y);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${DASHBOARD}/settings#team`);
  const members = page.getByRole('region', { name: 'Team' }).getByRole('list', { name: 'Members' });
  await expect(members).toContainText(invitee);
  await expect(page.getByRole('region', { name: 'Team' }).getByText('No invitations waiting.')).toBeVisible();
});

test('a signed-in account without a workspace is told to open its invitation or start a trial', async ({
  page,
  browser,
}) => {
  const owner = uniqueEmail('team-owner');
  const invitee = uniqueEmail('team-waiting');
  await signUpConfirmed(page, owner);
  await page.goto(`${DASHBOARD}/settings#team`);
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByLabel('E-mail address').fill(invitee);
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const link = linkIn((await waitForMail(invitee, /invited you to join/)).text, `${DASHBOARD}/invite/`);

  // The account is made from the invitation's link (so it gets no workspace of its own) but the
  // invitation is not accepted: the dashboard has nothing to load for it.
  const context = await browser.newContext();
  const guest = await context.newPage();
  const signUp = await guest.request.post(`${DASHBOARD}/api/auth/sign-up/email`, {
    headers: { origin: DASHBOARD },
    data: { email: invitee, password: 'long-enough-1', name: 'Waiting', callbackURL: link },
  });
  expect(signUp.status()).toBe(200);
  await guest.goto(`${DASHBOARD}/dashboard`);
  const card = guest.getByRole('region', { name: 'You are not in a workspace yet' });
  await expect(card).toContainText(`Open the link in the invitation e-mail sent to ${invitee}`);
  await expect(card.getByRole('link', { name: 'Start a free trial' })).toHaveAttribute(
    'href',
    /\/start-trial$/,
  );
  await expect(guest.getByText('Loading dashboard...')).toHaveCount(0);
  await expectNoSeriousAxeViolations(guest);

  // Opening the invitation from there joins with one click.
  await guest.goto(link);
  await guest.getByRole('button', { name: /^Join / }).click();
  await expect(guest).toHaveURL(`${DASHBOARD}/dashboard`);
  await expect(guest.getByRole('region', { name: 'You are not in a workspace yet' })).toHaveCount(0);
  await context.close();
});
