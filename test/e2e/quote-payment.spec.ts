import { expect, type Page, test } from '@playwright/test';
import { DEMO_QUOTE_CARD } from '../../src/domain/demo-quotes';
import { E2E } from './e2e-env';
import { uniqueEmail, waitForMail } from './mailbox';
import { expectNoHorizontalScroll, toastWith } from './page-checks';

// A visitor pays a quote as a phone shows it (390 × 844): Cancel on the checkout, then Try Payment
// Again, then the quote e-mail's link after a Cancel; the confirmation speaks for the business
// that was paid, not for the platform.

test.use({ viewport: { width: 390, height: 844 } });

/** The demo quote of the landing page's card, for a visitor of our own. */
async function createQuote(page: Page, email: string): Promise<string> {
  const res = await page.request.post(`${E2E.mainUrl}/api/rpc/create_quote_with_customer`, {
    headers: { origin: E2E.mainUrl },
    data: {
      customer_data: { name: 'Website Visitor', email, source: 'website' },
      quote_data: { ...DEMO_QUOTE_CARD },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { quote_id: string }).quote_id;
}

async function startPayment(page: Page, quoteId: string): Promise<string> {
  const res = await page.request.post(`${E2E.mainUrl}/api/functions/create-payment`, {
    headers: { origin: E2E.mainUrl },
    data: { quoteId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

test('Cancel, then Try Payment Again, pays the quote; the confirmation names the business, not the platform', async ({
  page,
}) => {
  const quoteId = await createQuote(page, uniqueEmail('pay-retry'));
  await page.goto(await startPayment(page, quoteId));
  const checkoutUrl = page.url();
  await expect(page.getByText('Paying', { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment-canceled\?quote_id=[^&]+&checkout=/);
  await expect(page.getByText('No charges were made.')).toBeVisible();
  // A quote's canceled page names the business it was paying, and none of the platform's navigation.
  await expect(page.getByTestId('seller-name')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: /Client Login|Open Dashboard/ })).toHaveCount(0);
  // Opened again with no history behind it (a new tab, later), it still leads back to the same
  // checkout: through the quote's lasting pay link.
  const canceledUrl = page.url();
  const fresh = await page.context().newPage();
  await fresh.goto(canceledUrl);
  await fresh.getByRole('link', { name: 'Try Payment Again' }).click();
  await expect(fresh).toHaveURL(checkoutUrl);
  await fresh.close();
  await page.getByRole('link', { name: 'Try Payment Again' }).click();
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByText('This checkout was canceled')).toHaveCount(0);

  const verified = page.waitForResponse('**/api/functions/verify-payment');
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  const { seller } = (await (await verified).json()) as { seller: { name: string; site_url: string | null } };
  expect(seller.name.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: /Payment Successful!/ })).toBeVisible();

  // The business's name at the top, its own site behind "Back to Home"; nothing of the platform's.
  await expect(page.getByTestId('seller-name')).toHaveText(seller.name);
  await expect(page.getByRole('link', { name: /Client Login|Open Dashboard/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'customer portal' })).toHaveCount(0);
  // Only what happens: no customer portal exists, so none is promised.
  await expect(page.getByText('We will contact you within')).toBeVisible();
  await expect(page.getByText(/customer portal/)).toHaveCount(0);
  const home = page.getByRole('link', { name: 'Back to Home' });
  if (seller.site_url) await expect(home).toHaveAttribute('href', seller.site_url);

  // The success toast does not cover the page's buttons on a phone.
  const toast = toastWith(page, 'Payment Successful!');
  await expect(toast).toBeVisible();
  const review = page.getByRole('button', { name: 'Leave a Review' });
  await review.scrollIntoViewIfNeeded();
  const [toastBox, reviewBox] = [await toast.boundingBox(), await review.boundingBox()];
  expect(toastBox && reviewBox).toBeTruthy();
  const overlaps =
    toastBox!.y < reviewBox!.y + reviewBox!.height && reviewBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps, `toast ${JSON.stringify(toastBox)} over button ${JSON.stringify(reviewBox)}`).toBe(false);
  await review.click();
  await expect(page.getByRole('dialog', { name: 'Leave a Review' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the quote e-mail’s link still pays after the checkout was canceled', async ({ page }) => {
  const email = uniqueEmail('pay-link');
  const quoteId = await createQuote(page, email);
  const sent = await page.request.post(`${E2E.mainUrl}/api/functions/send-quote-email`, {
    headers: { origin: E2E.mainUrl },
    data: { quoteId },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await waitForMail(email, /./);
  const link = /Pay your quote: (\S+\/pay\/[0-9a-f-]{36})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment-canceled\?quote_id=/);

  await page.goto(link!);
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: /Payment Successful!/ })).toBeVisible();

  // Paid: the same link now shows the confirmation instead of another checkout.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
});
