import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { conversionRate } from '../../src/domain/dashboard-metrics';
import {
  defaultExportRange,
  exportFilename,
  LEAD_EXPORT_COLUMNS,
  LEAD_EXPORT_MESSAGES,
} from '../../src/domain/lead-export';
import { formatUsd, fromCents, toCents } from '../../src/domain/money';
import { ROUTING_ACTION_LABELS } from '../../src/domain/routing-rules';
import { useDemoSession } from './demo-session';
import { E2E } from './e2e-env';
import { uniqueEmail } from './mailbox';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, expectNoTextOverflow } from './page-checks';
import { setUpOwner } from './workspace-owner';

const DASHBOARD = E2E.dashboardUrl;

/** Opens the dashboard as the demo owner (signed in through the API, demo-session.ts). */
async function signInAsDemoOwner(page: Page) {
  await useDemoSession(page.context(), 'client');
  await page.goto(`${DASHBOARD}/dashboard`);
  await expect(page).toHaveURL(`${DASHBOARD}/dashboard`);
}

/**
 * The figures the cards must show, worked out here from the workspace's rows (read page by page
 * through the list routes) with the spec's formulas, not taken from the summary route.
 */
async function expectedFigures(page: Page, workspaceId: string) {
  const api = (path: string) => page.request.get(`${DASHBOARD}/api/workspaces/${workspaceId}${path}`);
  const conversations = await (await api('/dashboard/conversations?pageSize=1')).json();
  const quotes: { status: string; totalAmount: string }[] = [];
  for (let page = 1; ; page += 1) {
    const body = await (await api(`/dashboard/quotes?pageSize=100&page=${page}`)).json();
    quotes.push(...body.items);
    if (quotes.length >= body.total) break;
  }
  const approved = quotes.filter((quote) => quote.status === 'approved');
  const cents = approved.reduce((sum, quote) => sum + toCents(quote.totalAmount), 0);
  return {
    leads: String(conversations.total),
    quotes: String(quotes.length),
    revenue: formatUsd(fromCents(cents)),
    rate: `${conversionRate(approved.length, conversations.total)}%`,
    approvedCount: approved.length,
    conversationCount: conversations.total as number,
  };
}

async function expectCards(page: Page, figures: Awaited<ReturnType<typeof expectedFigures>>) {
  await expect(page.getByTestId('total-leads-value')).toHaveText(figures.leads);
  await expect(page.getByTestId('quotes-generated-value')).toHaveText(figures.quotes);
  await expect(page.getByTestId('revenue-pipeline-value')).toHaveText(figures.revenue);
  await expect(page.getByTestId('conversion-rate-value')).toHaveText(figures.rate);
}

test('the demo owner sees real figures, searches and pages leads, and moves quotes through the pipeline', async ({
  page,
}) => {
  // One long journey through every tab on a shared two-core machine.
  test.setTimeout(120_000);
  await signInAsDemoOwner(page);
  const me = await (await page.request.get(`${DASHBOARD}/api/me`)).json();
  const workspaceId: string = me.workspaces[0].id;

  const figures = await expectedFigures(page, workspaceId);
  // The demo has approved quotes and conversations: the cards are not zero.
  expect(figures.approvedCount).toBeGreaterThan(0);
  await expectCards(page, figures);
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expectCards(page, figures);
  await expect(page.getByText(/Updated just now/)).toBeVisible();

  // Leads & Conversations is the default tab: search by name, then by e-mail in capitals.
  await expect(page.getByRole('tab', { name: 'Leads & Conversations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const leads = page.getByRole('list', { name: 'Conversations' });
  const search = page.getByLabel('Search leads');
  await search.fill('maria');
  await expect(leads.getByTestId('conversation-row')).toHaveCount(1);
  await expect(leads.getByRole('link', { name: 'Maria Garcia' })).toHaveAttribute(
    'href',
    /^\/dashboard\/conversations\/[0-9a-f-]{36}$/,
  );
  await search.fill('JORDAN.LEE@EXAMPLE');
  await expect(leads.getByTestId('conversation-row')).toHaveCount(1);
  await expect(leads.getByText('Jordan Lee')).toBeVisible();
  // Scored on what happened (decision 096): 3 messages, a price asked, a quote made and e-mailed, an
  // e-mail given = 75, warm (the seeded profile's 90 no longer decides).
  await expect(leads.getByText('Lead temperature: warm')).toBeVisible();
  await search.fill('');

  // More conversations than a page: the server pages them.
  const total = figures.conversationCount;
  expect(total).toBeGreaterThan(25);
  const pager = page.getByRole('navigation', { name: 'Conversation pages' });
  await expect(pager.getByText(`1–25 of ${total}`)).toBeVisible();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(`26–${Math.min(50, total)} of ${total}`)).toBeVisible();
  await expect(leads.getByTestId('conversation-row')).toHaveCount(Math.min(25, total - 25));

  // The tabs work from the keyboard: the arrow key moves to Quotes & Pipeline.
  await page.getByRole('tab', { name: 'Leads & Conversations' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Quotes & Pipeline' })).toHaveAttribute('aria-selected', 'true');

  const quoteSearch = page.getByLabel('Search quotes');
  await quoteSearch.fill('q-2026-0001');
  const jordanQuote = page.getByTestId('quote-row').filter({ hasText: 'Q-2026-0001' });
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
  await expect(jordanQuote.getByTestId('quote-stage')).toHaveText('Quote sent');
  const lostBefore = Number(await page.getByTestId('stage-closed_lost-count').textContent());
  await jordanQuote.getByLabel('Move Q-2026-0001 to').selectOption({ label: 'Closed lost' });
  await jordanQuote.getByRole('button', { name: 'Move' }).click();
  await expect(jordanQuote.getByTestId('quote-stage')).toHaveText('Closed lost');
  await expect(page.getByTestId('stage-closed_lost-count')).toHaveText(String(lostBefore + 1));
  // A closed deal offers no further move, and a lost one is rejected: no Approve, Reject or payment link.
  await expect(jordanQuote.getByLabel('Move Q-2026-0001 to')).toHaveCount(0);
  await expect(jordanQuote.getByText('rejected', { exact: true })).toBeVisible();
  for (const action of ['Approve', 'Reject', 'Payment link'])
    await expect(jordanQuote.getByRole('button', { name: action })).toHaveCount(0);

  // Approving Taylor's pending quote wins it and adds its total to the revenue pipeline.
  await quoteSearch.fill('brooks-realty');
  const taylorQuote = page.getByTestId('quote-row').filter({ hasText: 'Taylor Brooks' });
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
  await taylorQuote.getByRole('button', { name: 'Approve' }).click();
  await expect(taylorQuote.getByTestId('quote-stage')).toHaveText('Closed won');
  await expectCards(page, await expectedFigures(page, workspaceId));
  const after = await expectedFigures(page, workspaceId);
  expect(after.approvedCount).toBe(figures.approvedCount + 1);
});

test('a new workspace says what is not set up yet instead of agents running', async ({ page }) => {
  const email = uniqueEmail('new-dashboard');
  const signUp = await page.request.post(`${DASHBOARD}/api/auth/sign-up/email`, {
    headers: { origin: DASHBOARD },
    data: { email, password: 'long-enough-1', name: 'new-dashboard' },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(`${DASHBOARD}/dashboard`);
  const setup = page.getByRole('region', { name: 'Finish setting up' });
  await expect(setup).toContainText('No agent yet');
  await expect(setup.getByRole('link', { name: 'Continue onboarding' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  // No QuoteAgent, so nothing to price yet.
  await expect(setup.getByRole('link', { name: 'Set your prices' })).toHaveCount(0);
  await expect(page.getByTestId('billing-card')).toBeVisible();
  await expect(page.getByText(/agents are running/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await setup.getByRole('link', { name: 'Continue onboarding' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`);
});

test('the campaigns tab lists the four automations and keeps a switch', async ({ page }) => {
  await signInAsDemoOwner(page);
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const automations = page.getByRole('list', { name: 'Automations' });
  for (const name of ['Abandoned chat', 'Quote reminder', 'Upsell offer', 'Expired quote recovery'])
    await expect(automations.getByText(name, { exact: true })).toBeVisible();
  const upsell = page.getByRole('switch', { name: 'Upsell offer' });
  await expect(upsell).toHaveAttribute('aria-checked', 'true');
  await upsell.click();
  await expect(upsell).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await expect(page.getByRole('switch', { name: 'Upsell offer' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'Upsell offer' }).click();
  await expect(page.getByRole('switch', { name: 'Upsell offer' })).toHaveAttribute('aria-checked', 'true');
});

test('every tab fits a phone screen, no text runs out of its box, and no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoOwner(page);
  await expect(page.getByTestId('total-leads-value')).toBeVisible();
  for (const [tab, content] of [
    ['Leads & Conversations', 'conversation-row'],
    ['Quotes & Pipeline', 'quote-row'],
    ['Agents', 'agent-row'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByTestId(content).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await expectNoTextOverflow(page);
  }
  // The CRM card's state badge sits above its title on a phone, so its words take the card's width.
  const crm = page.getByRole('region', { name: 'CRM (GoHighLevel)' });
  const [cardBox, badgeBox, titleBox, textBox] = await Promise.all(
    [crm, crm.getByTestId('crm-state'), crm.getByRole('heading'), crm.locator('p').first()].map((l) =>
      l.boundingBox(),
    ),
  );
  expect(badgeBox!.y + badgeBox!.height).toBeLessThanOrEqual(titleBox!.y);
  // The card's padding (24 px a side) is all that is left beside the words.
  expect(textBox!.width).toBeGreaterThanOrEqual(cardBox!.width - 50);
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await expect(page.getByRole('list', { name: 'Automations' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalScroll(page);
  // The menu's two rows scroll away on a phone rather than staying over the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).not.toBeInViewport();
});

test('a quote paid in the test checkout shows as won on an open dashboard, without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoOwner(page);
  await page.getByRole('tab', { name: 'Quotes & Pipeline' }).click();
  await expect(page.getByTestId('quote-row').first()).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  // A visitor of the demo store (the demo owner's workspace) creates a quote and pays it.
  const visitor = await browser.newPage();
  try {
    await visitor.goto(`${E2E.mainUrl}/agent-demo-storefront`);
    const card = visitor.getByRole('region', { name: 'Instant quote' });
    await card.getByLabel('Your email').fill(`live-dashboard-${Date.now()}@example.test`);
    await card.getByRole('button', { name: 'Create Quote' }).click();
    const number = ((await card.getByText('Quote number:').locator('span').textContent()) ?? '').trim();
    expect(number).not.toBe('');
    // The new quote appears on the open dashboard by itself.
    const row = page.getByTestId('quote-row').filter({ hasText: number });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('quote-stage')).not.toHaveText('Closed won');

    const opened = visitor.waitForEvent('popup');
    await card.getByRole('button', { name: /Pay now/ }).click();
    const checkout = await opened;
    await checkout.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(checkout.getByRole('heading', { name: /Payment Successful/ })).toBeVisible();

    await expect(row.getByTestId('quote-stage')).toHaveText('Closed won');
    expect(reloaded).toBe(false);
  } finally {
    await visitor.close();
  }
});

test('the owner exports the leads of a date range as a CSV file', async ({ page }) => {
  await signInAsDemoOwner(page);
  await page.getByRole('button', { name: 'Export leads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export leads' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A range that ends before it starts is refused in the form, with the rule's message.
  await dialog.getByLabel('From').fill('2026-03-10');
  await dialog.getByLabel('To').fill('2026-03-01');
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByText(LEAD_EXPORT_MESSAGES.fromAfterTo)).toBeVisible();

  const range = defaultExportRange(new Date());
  await dialog.getByLabel('From').fill(range.from);
  await dialog.getByLabel('To').fill(range.to);
  await dialog.getByLabel('CSV (spreadsheets)').check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(exportFilename(range.from, range.to, 'csv'));
  const path = await download.path();
  const csv = await readFile(path, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toContain(LEAD_EXPORT_COLUMNS.map((column) => column.header).join(','));
  // The demo's recent leads are in it, one line each.
  expect(rows.some((row) => row.startsWith('Maria Garcia,maria.garcia@example.com'))).toBe(true);
  await expect(dialog).toBeHidden();
});

test('an owner keeps saved routing rules: adds one, is told what is wrong, edits and deletes it', async ({
  page,
}) => {
  await setUpOwner(page.context(), { prefix: 'routing-owner', agentName: 'Rules Agent' });
  await page.goto(`${DASHBOARD}/dashboard`);
  const section = page.getByRole('region', { name: 'Routing rules' });
  // A new workspace starts with the sample rules, each an editable saved rule.
  const savedRules = section.getByRole('form', { name: /^Routing rule / });
  await expect(savedRules.first()).toBeVisible();
  const samples = await savedRules.count();

  const draft = section.getByRole('form', { name: 'New routing rule' });
  await draft.getByLabel('Name').fill('Big jobs first');
  await draft.getByLabel('Minimum engagement (0–100)').fill('150');
  await draft.getByRole('button', { name: 'Add rule' }).click();
  await expect(draft.getByLabel('Minimum engagement (0–100)')).toHaveAttribute('aria-invalid', 'true');

  await draft.getByLabel('Minimum engagement (0–100)').fill('');
  await draft.getByLabel('Minimum quote value ($)').fill('5000');
  await draft.getByLabel('Action').selectOption({ label: ROUTING_ACTION_LABELS.urgent_response });
  await draft.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByText('Routing rule added')).toBeVisible();

  // Saved on the server: still there after a reload, with its values.
  await page.reload();
  const saved = section.getByRole('form', { name: 'Routing rule Big jobs first' });
  await expect(saved.getByLabel('Minimum quote value ($)')).toHaveValue('5000');
  await expect(saved.getByLabel('Action')).toHaveValue('urgent_response');
  await saved.getByLabel('Name').fill('Large quotes to a person');
  await saved.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Routing rule saved')).toBeVisible();
  const renamed = section.getByRole('form', { name: 'Routing rule Large quotes to a person' });
  await expect(renamed).toBeVisible();
  // The pointer off the buttons, so the check sees their resting colours rather than the hover tint.
  await page.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(page);

  await renamed.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Routing rule deleted')).toBeVisible();
  await page.reload();
  await expect(savedRules.first()).toBeVisible();
  await expect(savedRules).toHaveCount(samples);
  await expect(section.getByRole('form', { name: 'Routing rule Large quotes to a person' })).toHaveCount(0);
});
