import { type Browser, expect, type Page, test } from '@playwright/test';
import { makeDocx, makePdf } from '../helpers/documents';
import { payForPlan, startFreeTrial } from './account-start';
import { E2E } from './e2e-env';
import { type HostPage, serveHostPage } from './host-page';
import { type ReceivedMail, uniqueEmail, waitForMail } from './mailbox';
import { completeOnboarding } from './onboarding-steps';
import { BUSINESS, type BusinessSite, serveBusinessSite } from './preview-business-site';
import { setPasswordFromLink, setPasswordLink } from './welcome-link';

// Issue 13 "Done when": the owner's whole journey on the real server, with loopback fakes only for
// the vendors (SMTP, the business's website, the shop page the widget is pasted into). A business
// becomes an owner (a paid plan, or the free trial), sets its password from the e-mail, completes
// onboarding with its website, a PDF and a Word document, sets its prices and installs the widget;
// a visitor of its shop gets an answer from the PDF, a quote by e-mail with the owner's real
// phone number, and pays it; the owner hears of the payment and sees the quote won and paid in the
// dashboard.

const DASHBOARD = E2E.dashboardUrl;
// Two journeys of many pages, a background import and three e-mails each, on two shared cores.
test.describe.configure({ timeout: 300_000 });

let site: BusinessSite;
let PDF: Buffer;
let DOCX: Buffer;
test.beforeAll(async () => {
  site = await serveBusinessSite();
  PDF = await makePdf([
    [
      {
        heading: 'Ceramic coating',
        paragraphs: ['Our ceramic coating lasts five years on any wrapped vehicle.'],
      },
    ],
  ]);
  DOCX = await makeDocx([
    { heading: 'Gift cards', paragraphs: ['Gift cards never expire and work in our shop.'] },
  ]);
});
test.afterAll(async () => {
  await site.close();
});

const section = (page: Page, name: string) => page.getByRole('region', { name });
const chat = (page: Page) => page.frameLocator('iframe[title="Chat"]');
const entries = (page: Page) => chat(page).getByRole('log', { name: 'Messages' }).locator('li[data-entry]');

/** The visitor types a message into the widget's chat; the agent's reply (it may still be streaming). */
async function ask(page: Page, text: string) {
  // The welcome line first: the conversation is ready.
  await expect(entries(page).first()).toBeVisible();
  const before = await entries(page).count();
  const box = chat(page).getByRole('textbox', { name: /^Message / });
  await box.fill(text);
  await box.press('Enter');
  await expect(entries(page)).toHaveCount(before + 2, { timeout: 30_000 });
  const reply = entries(page).nth(before + 1);
  await expect(reply).toHaveAttribute('data-entry', 'message');
  return reply;
}

function linkIn(mail: ReceivedMail, label: string): string {
  const link = new RegExp(`${label}: (\\S+)`).exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

/** From the password set by the e-mailed link to the owner hearing that a visitor paid a quote. */
async function runTheBusiness(
  page: Page,
  browser: Browser,
  options: { ownerEmail: string; welcome: ReceivedMail },
) {
  await page.context().clearCookies();
  await setPasswordFromLink(page, setPasswordLink(options.welcome.text));

  await completeOnboarding(page, {
    businessName: BUSINESS.name,
    industry: 'Vehicle wraps & signage',
    email: BUSINESS.email,
    phone: BUSINESS.phone,
    website: site.url,
    documents: [
      { name: 'Care guide.pdf', mimeType: 'application/pdf', buffer: PDF },
      {
        name: 'Store policies.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: DOCX,
      },
    ],
  });

  // Settings: the phone given in onboarding is the business's contact number; the prices are set.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(section(page, 'Business contact details').getByLabel('Phone')).toHaveValue(BUSINESS.phone);
  const pricing = section(page, 'Pricing rules');
  await pricing.getByLabel('Premium vinyl').fill('18.5');
  await pricing.getByLabel('Setup fee (USD)').fill('400');
  await pricing.getByLabel('Tax rate (%)').fill('8');
  await pricing.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Pricing saved')).toBeVisible();

  // Install: the shop's domain allowed, the snippet pasted into the shop's page.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Install' }).click();
  const domains = section(page, "1. Allow your website's domain");
  await domains.getByLabel('Add a domain').fill('127.0.0.1');
  await domains.getByRole('button', { name: 'Add domain' }).click();
  await expect(domains.getByRole('list', { name: 'Allowed domains' })).toHaveText('127.0.0.1');
  const snippet = await page.getByTestId('widget-snippet').innerText();
  expect(snippet).toMatch(/data-workspace="pk_[0-9a-f]+"/);

  const shop: HostPage = await serveHostPage(snippet, BUSINESS.name);
  const visitorEmail = uniqueEmail('visitor');
  let quoteMail: ReceivedMail;
  try {
    const visitor = await browser.newPage();
    await visitor.goto(shop.url);
    await visitor.getByRole('button', { name: 'Open chat' }).click();

    // A question the PDF answers.
    await expect(await ask(visitor, 'How long does your ceramic coating last?')).toContainText(/five years/i);

    // A price: 150 sq ft × $18.50 + $400 setup = $3,175.00, plus 8 % tax = $3,429.00.
    await expect(
      await ask(visitor, 'How much for a full wrap of my van in premium vinyl, about 150 sq ft?'),
    ).toContainText('3,429');
    await ask(visitor, `Yes, please send it. My e-mail is ${visitorEmail}`);
    quoteMail = await waitForMail(visitorEmail, new RegExp(`from ${BUSINESS.name.replace('.', '\\.')}`));
    expect(quoteMail.text).toContain('$3,429.00');
    expect(quoteMail.text).toContain(`Phone: ${BUSINESS.phone}`);
    expect(quoteMail.text).not.toMatch(/\{phone\}/);

    // The visitor pays the quote in the test checkout.
    await visitor.goto(linkIn(quoteMail, 'Pay your quote'));
    await expect(visitor.getByText('$3,429.00').first()).toBeVisible();
    await visitor.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(
      visitor.getByRole('heading', { name: 'Payment Successful! Your order has been confirmed.' }),
    ).toBeVisible();
    const receipt = await waitForMail(visitorEmail, /^Receipt from /);
    expect(receipt.text).toContain(`Phone: ${BUSINESS.phone}`);
    await visitor.close();
  } finally {
    await shop.close();
  }

  // The owner hears of the paid quote, and its link opens the dashboard, where the quote is won and paid.
  const paid = await waitForMail(options.ownerEmail, /^Quote Q-\S+ paid: \$3,429\.00$/);
  expect(paid.text).toContain('The quote is now approved.');
  const quoteNumber = /^Quote (Q-\S+) paid/.exec(paid.subject)![1]!;
  expect(quoteMail.subject).toContain(quoteNumber);
  await page.goto(linkIn(paid, 'See it in your dashboard'));
  await expect(page).toHaveURL(new RegExp(`^${DASHBOARD}/(dashboard)?$`));
  await page.getByRole('tab', { name: 'Quotes & Pipeline' }).click();
  const row = page.getByTestId('quote-row').filter({ hasText: quoteNumber });
  await expect(row).toContainText('$3,429.00');
  await expect(row).toContainText(visitorEmail);
  await expect(row.getByTestId('quote-stage')).toHaveText('Closed won');
  await expect(row.getByText('paid', { exact: true })).toBeVisible();
}

test('a business that paid for the QuoteAgent plan sells its first quote through the widget', async ({
  page,
  browser,
}) => {
  const ownerEmail = uniqueEmail('journey-plan');
  // The plan a wrap shop buys to be quoted: onboarding then offers its QuoteAgent.
  const welcome = await payForPlan(page, {
    businessName: BUSINESS.name,
    email: ownerEmail,
    planId: 'quoteagent',
  });
  await runTheBusiness(page, browser, { ownerEmail, welcome });
});

test('a business on the free trial sells its first quote through the widget', async ({ page, browser }) => {
  const ownerEmail = uniqueEmail('journey-trial');
  const welcome = await startFreeTrial(page, {
    name: 'Hana Harbor',
    businessName: BUSINESS.name,
    email: ownerEmail,
  });
  await runTheBusiness(page, browser, { ownerEmail, welcome });
});
