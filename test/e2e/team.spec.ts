import { expect, test } from '@playwright/test';
import { signUpConfirmed } from './deploy-owner';
import { E2E } from './e2e-env';
import { uniqueEmail, waitForMail } from './mailbox';
import { collectPageErrors, expectNoSeriousAxeViolations } from './page-checks';

// An owner invites a person by e-mail; the person signs up from the link, confirms the address and
// joins, with the e-mails read from the loopback SMTP server.

const DASHBOARD = E2E.dashboardUrl;
test.describe.configure({ timeout: 120_000 });

/** The first link in an e-mail that starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`(${escaped}\\S+)`).exec(text)?.[1];
  expect(link, text).toBeTruthy();
  return link!;
}

test('an invited person signs up from the e-mailed link, confirms the address and joins as a member', async ({
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

  // Signed in, but the address is not confirmed yet: joining waits for the confirmation link.
  await guest.getByRole('button', { name: /^Join / }).click();
  await expect(guest.getByText('Confirm your e-mail address')).toBeVisible();
  const confirmation = await waitForMail(invitee, /confirm/i);
  const confirmLink = linkIn(confirmation.text, `${DASHBOARD}/api/auth/verify-email`);
  expect(new URL(confirmLink).searchParams.get('callbackURL')).toBe(link);
  await guest.goto(confirmLink);
  await expect(guest).toHaveURL(link);
  await guest.getByRole('button', { name: /^Join / }).click();
  await expect(guest).toHaveURL(`${DASHBOARD}/dashboard`);

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

  await page.reload();
  const members = page.getByRole('region', { name: 'Team' }).getByRole('list', { name: 'Members' });
  await expect(members).toContainText(invitee);
  await expect(page.getByRole('region', { name: 'Team' }).getByText('No invitations waiting.')).toBeVisible();
});
