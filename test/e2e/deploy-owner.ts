import { expect, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { waitForMail } from './mailbox';

// What Deploy Live Agent needs (decision 034), made as a visitor and an owner make it: a preview
// of the business site with the owner's address, then an account with that address, confirmed.

/** A visitor's preview of the site at `siteUrl`, made with `email` through the public functions. */
export async function makePreview(page: Page, siteUrl: string, email: string): Promise<void> {
  const call = async (name: string, data: unknown) => {
    const res = await page.request.post(`${E2E.mainUrl}/api/functions/${name}`, {
      headers: { origin: E2E.mainUrl },
      data,
    });
    expect(res.status(), name).toBe(200);
    return res.json();
  };
  const { id } = await call('create-agent-preview', {
    website_url: siteUrl,
    email,
    name: 'Dana',
    business_type: 'local-service',
  });
  await call('website-scraper', { url: siteUrl, previewId: id });
  await call('generate-agent-preview', { previewId: id });
}

/**
 * Signs up with `email` through the product's sign-up route, as the dashboard's form does (the
 * form itself is tested in auth.spec.ts; here it would cost two page loads, decision 048).
 * `page.request` shares the page's cookies, so the session the sign-up opens is the page's.
 */
export async function signUpThroughRoute(page: Page, email: string): Promise<void> {
  const dashboard = E2E.dashboardUrl;
  const signUp = await page.request.post(`${dashboard}/api/auth/sign-up/email`, {
    headers: { origin: dashboard },
    data: {
      email,
      password: 'long-enough-1',
      name: email.split('@')[0],
      callbackURL: `${dashboard}/onboarding`,
    },
  });
  expect(signUp.status(), 'signing up').toBe(200);
}

/**
 * Signs up with `email` (signUpThroughRoute) and opens the confirmation link from the e-mail;
 * ends signed in on onboarding.
 */
export async function signUpConfirmed(page: Page, email: string): Promise<void> {
  const dashboard = E2E.dashboardUrl;
  await signUpThroughRoute(page, email);
  const mail = await waitForMail(email, /confirm/i);
  const link = new RegExp(`(${dashboard}/api/auth/verify-email\\S+)`).exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(`${dashboard}/onboarding`);
}
