import { expect, type Locator, type Page, test } from '@playwright/test';
import { PREVIEW_PROGRESS, PREVIEW_TEXTS } from '../../src/domain/preview';
import { PREVIEW_MESSAGES, TONES } from '../../src/domain/validation/preview-questionnaire';
import { PRICE_MESSAGES } from '../../src/web/features/preview-generator/preview-facts-form';
import { uniqueEmail, waitForMail } from './mailbox';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  gotoReady,
  toastWith,
} from './page-checks';
import { BUSINESS, type BusinessSite, serveBusinessSite } from './preview-business-site';

// The preview generator on the landing page, against the real server functions and a small
// business site served here on 127.0.0.1. Page routes only hold a call back (to see its phase) or
// make exactly one call fail; everything else goes through.

type FunctionName =
  | 'create-agent-preview'
  | 'website-scraper'
  | 'generate-agent-preview'
  | 'send-preview-email';
type Call = { name: FunctionName; body: Record<string, unknown> };

const SERVICE_NAMES = new RegExp(BUSINESS.services.map((s) => s.name).join('|'));
const GENERATION_TIMEOUT = 45_000;

const section = (page: Page) => page.locator('#live-demo');
const log = (page: Page) => section(page).getByRole('log', { name: 'Preview questionnaire' });
const visitorBubbles = (page: Page) => log(page).locator('li[data-from="visitor"]');
const agentBubbles = (page: Page) => log(page).locator('li[data-from="agent"]');
const box = (page: Page, name: string) => section(page).getByRole('textbox', { name, exact: true });
const button = (page: Page, name: string) => section(page).getByRole('button', { name, exact: true });
const readyHeading = (page: Page) => section(page).getByRole('heading', { name: PREVIEW_TEXTS.ready });
const status = (page: Page) => section(page).getByRole('status');
const failure = (page: Page) =>
  section(page)
    .getByRole('alert')
    .filter({ has: page.getByTestId('preview-error') });

function fnUrl(name: FunctionName) {
  return `**/api/functions/${name}`;
}

/** Every function call the page makes, in order, with its JSON body. */
function recordCalls(page: Page) {
  const calls: Call[] = [];
  page.on('request', (request) => {
    const match = /^\/api\/functions\/([a-z-]+)$/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'POST')
      calls.push({ name: match[1] as FunctionName, body: request.postDataJSON() as Record<string, unknown> });
  });
  const count = (name: FunctionName) => calls.filter((c) => c.name === name).length;
  return {
    calls,
    bodies: (name: FunctionName) => calls.filter((c) => c.name === name).map((c) => c.body),
    /** Calls of the three generation phases: create, analyse, generate. */
    phases: () => [count('create-agent-preview'), count('website-scraper'), count('generate-agent-preview')],
  };
}

/** Holds the next call of `name` until released, so the phase it belongs to can be seen. */
async function holdNextCall(page: Page, name: FunctionName): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    fnUrl(name),
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

async function openGenerator(page: Page) {
  await gotoReady(page, '/');
  await button(page, 'Create My Preview').click();
  await expect(box(page, 'Your website')).toBeFocused();
}

/** Types an answer and sends it with Enter. */
async function answer(page: Page, field: string, value: string) {
  await box(page, field).fill(value);
  await box(page, field).press('Enter');
}

/** The three typed steps, then the optional ones skipped up to the tone question. */
async function answerRequired(page: Page, site: string, email: string, name = 'Dana Whitfield') {
  await answer(page, 'Your website', site);
  await expect(box(page, 'Your e-mail')).toBeFocused();
  await answer(page, 'Your e-mail', email);
  await expect(box(page, 'Your name')).toBeFocused();
  await answer(page, 'Your name', name);
  await expect(button(page, 'E-commerce')).toBeFocused();
}

async function skipOptional(page: Page) {
  await button(page, 'Skip').click();
  await expect(section(page).getByRole('radio', { name: 'No minimum' })).toBeFocused();
  await button(page, 'Skip').click();
  await button(page, 'Skip (use Professional & Knowledgeable)').click();
}

async function expectReady(page: Page) {
  await expect(readyHeading(page)).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(readyHeading(page)).toBeFocused();
  await expect(section(page).getByTestId('preview-inquiry')).toContainText(SERVICE_NAMES);
  await expect(section(page).getByTestId('preview-reply')).toHaveText(/^Your agent: \S/);
}

/** The error message a field shows, tied to it (aria-describedby) and announced. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
}

let site: BusinessSite;
test.beforeAll(async () => {
  site = await serveBusinessSite();
});
test.afterAll(async () => {
  await site.close();
});

test.describe('preview generator', () => {
  test('is loaded only when the visitor opens it, from an intro with a sample conversation', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, '/');
    await page.waitForLoadState('networkidle');
    await expect(section(page).getByText('Do you have a minimum order')).toBeVisible();
    const generatorChunk = (path: string) => /preview-generator/.test(path);
    expect(scripts.filter(generatorChunk)).toEqual([]);

    await button(page, 'Create My Preview').click();
    await expect(log(page)).toContainText("What's your website address?");
    expect(scripts.filter(generatorChunk)).not.toEqual([]);
    await expect(log(page)).toHaveAttribute('aria-live', 'polite');
    expect(errors).toEqual([]);
  });

  test('every question checks its answer with the spec messages, on a phone in dark mode', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const calls = recordCalls(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await openGenerator(page);
    await expect(section(page).getByTestId('preview-step')).toHaveText('Question 1 of 6: Your website');

    // Website: refused, kept as typed, then normalised with https://.
    const website = box(page, 'Your website');
    await answer(page, 'Your website', 'not a website');
    await expectFieldError(website, PREVIEW_MESSAGES.invalidWebsite);
    await expect(website).toHaveValue('not a website');
    await expect(website).toBeFocused();
    await expect(visitorBubbles(page)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await website.fill('weprintwraps.com');
    await expect(website).not.toHaveAttribute('aria-invalid');
    await website.press('Enter');
    await expect(visitorBubbles(page).last()).toHaveText('You: https://weprintwraps.com');
    await expect(agentBubbles(page).last()).toContainText('What e-mail address');

    // E-mail: a toast and the message under the field; the step does not advance.
    const email = box(page, 'Your e-mail');
    await expect(email).toBeFocused();
    await answer(page, 'Your e-mail', 'dana@example');
    await expect(toastWith(page, PREVIEW_MESSAGES.invalidEmail)).toBeVisible();
    await expectFieldError(email, PREVIEW_MESSAGES.invalidEmail);
    await expect(visitorBubbles(page)).toHaveCount(1);
    await answer(page, 'Your e-mail', 'Dana@Example.com');
    await expect(visitorBubbles(page).last()).toHaveText('You: dana@example.com');

    // Name: empty is refused.
    const name = box(page, 'Your name');
    await answer(page, 'Your name', '   ');
    await expectFieldError(name, PREVIEW_MESSAGES.nameRequired);
    await expect(visitorBubbles(page)).toHaveCount(2);
    await answer(page, 'Your name', 'Dana');
    await expect(agentBubbles(page).last()).toHaveText(
      'Agent: Nice to meet you, Dana! What kind of business is it? (optional)',
    );

    // Business type: optional.
    await expect(section(page).getByTestId('preview-step')).toHaveText(
      'Question 4 of 6: Your business (optional)',
    );
    await button(page, 'Skip').click();
    await expect(visitorBubbles(page).last()).toHaveText('You: Skip');

    // Facts: pre-filled for the known site (no minimum, 5.20 per sq ft); a price with three decimals is refused.
    await expect(section(page).getByRole('radio', { name: 'No minimum' })).toBeChecked();
    const price = section(page).getByRole('spinbutton', { name: 'Price per sq ft (USD)' });
    await expect(price).toHaveValue('5.20');
    await expect(price).toHaveAttribute('step', '0.01');
    // What the browser cannot read as a number ('5e') is refused, not taken for "no price".
    await price.fill('');
    await price.pressSequentially('5e');
    await button(page, 'Continue').click();
    await expectFieldError(price, PRICE_MESSAGES.notANumber);
    await expect(visitorBubbles(page)).toHaveCount(4);
    await price.fill('5.205');
    await button(page, 'Continue').click();
    await expectFieldError(price, 'Price per sq ft can have at most 2 decimals');
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await price.fill('5.25');
    await button(page, 'Continue').click();
    await expect(visitorBubbles(page).last()).toHaveText('You: No minimum · $5.25 per sq ft');

    // Tone: the four tones with the spec's labels, Professional the default.
    const toneButtons = section(page).getByRole('group', { name: 'Your agent’s tone' }).getByRole('button');
    await expect(toneButtons).toHaveText([
      `${TONES[0].label} (default)`,
      TONES[1].label,
      TONES[2].label,
      TONES[3].label,
    ]);
    await expect(toneButtons.first()).toBeFocused();
    await expectNoHorizontalScroll(page);
    // Nothing was sent to the server while answering.
    expect(calls.calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('filled-in answers make a preview through every phase, then e-mail it', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const calls = recordCalls(page);
    const email = uniqueEmail('preview');
    await openGenerator(page);
    await answerRequired(page, site.url, email.toUpperCase());
    await expect(visitorBubbles(page).first()).toHaveText(`You: ${site.url}`);

    await button(page, 'Local Service').click();
    await expect(visitorBubbles(page).last()).toHaveText('You: Local Service');
    // Another site: the facts start empty.
    const price = section(page).getByRole('spinbutton', { name: 'Price per sq ft (USD)' });
    await expect(price).toHaveValue('');
    await section(page).getByRole('radio', { name: 'Minimum order amount' }).check();
    await price.fill('4.75');
    await box(page, 'How customers order').fill(
      'Send us your artwork, approve the proof, we print in 2 days.',
    );
    await box(page, 'Shipping policy').fill('Free shipping over $150.');
    await button(page, 'Continue').click();
    await expect(visitorBubbles(page).last()).toHaveText(
      'You: Minimum order amount · $4.75 per sq ft · Ordering: Send us your artwork, approve the proof, we print in 2 days. · Shipping: Free shipping over $150.',
    );

    // Each phase is held back once to see its progress text and step.
    const releaseCreate = await holdNextCall(page, 'create-agent-preview');
    const releaseScrape = await holdNextCall(page, 'website-scraper');
    const releaseGenerate = await holdNextCall(page, 'generate-agent-preview');
    await button(page, 'Casual & Friendly').click();
    await expect(visitorBubbles(page).last()).toHaveText('You: Casual & Friendly');
    const progress = section(page).getByRole('progressbar');
    for (const [step, text, release] of [
      [1, PREVIEW_PROGRESS.creating, releaseCreate],
      [2, PREVIEW_PROGRESS.analyzing, releaseScrape],
      [3, PREVIEW_PROGRESS.generating, releaseGenerate],
    ] as const) {
      await expect(status(page)).toHaveText(`Step ${step} of 3: ${text}`);
      await expect(progress).toHaveAttribute('aria-valuenow', String(step));
      await expect(progress).toHaveAccessibleName(`Step ${step} of 3`);
      release();
    }

    await expectReady(page);
    await expect(toastWith(page, PREVIEW_TEXTS.ready)).toBeVisible();
    expect(calls.bodies('create-agent-preview')).toEqual([
      {
        website_url: site.url,
        email,
        name: 'Dana Whitfield',
        tone_preference: 'casual',
        business_type: 'local-service',
        business_facts: {
          minimumOrder: 'minimum_amount',
          pricePerSqFt: 4.75,
          orderingFlow: 'Send us your artwork, approve the proof, we print in 2 days.',
          shippingPolicy: 'Free shipping over $150.',
        },
      },
    ]);
    const [scrape] = calls.bodies('website-scraper');
    expect(scrape).toEqual({ url: site.url, previewId: expect.any(String) });
    expect(calls.bodies('generate-agent-preview')).toEqual([{ previewId: scrape!.previewId }]);
    expect(site.requests).toContain('/');

    // What next: a trial of the plan that sells a quoting agent, the dashboard, the live agent.
    await expect(section(page).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      `/start-trial?plan=quoteagent&preview=${scrape!.previewId}`,
    );
    await expect(section(page).getByRole('link', { name: 'Deploy This Agent' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const frame = section(page).locator('iframe[title="Live chat with your AI agent preview"]');
    await expect(frame).toHaveAttribute('src', /^\/embed\/chat\?workspace=[\w-]+/);
    // The live agent answers from what it learnt on the site.
    const liveChat = page.frameLocator('iframe[title="Live chat with your AI agent preview"]');
    // Named after the business, not after its page title.
    await expect(liveChat.getByRole('heading', { level: 1 })).toHaveText(
      `Chat with ${BUSINESS.name} assistant`,
    );
    const liveEntries = liveChat.getByRole('log', { name: 'Messages' }).locator('li[data-entry]');
    await expect(liveEntries).toHaveCount(1);
    // Part of the page, not a widget panel: nothing to close.
    await expect(liveChat.getByRole('button', { name: 'Close chat' })).toHaveCount(0);
    await expect(liveEntries).toHaveCount(1);
    const liveBox = liveChat.getByRole('textbox', { name: /^Message / });
    await liveBox.fill('What are your opening hours?');
    await liveBox.press('Enter');
    await expect(liveEntries).toHaveCount(3, { timeout: GENERATION_TIMEOUT });
    await expect(liveEntries.last()).toContainText(/8:00|Mo-Fr|Monday/);
    await expectNoSeriousAxeViolations(page);

    // The e-mail form: opened once, pre-filled, gone once the preview is sent.
    await button(page, 'Email me this preview').click();
    await expect(button(page, 'Email me this preview')).toHaveCount(0);
    const emailBox = box(page, 'Send this preview to');
    await expect(emailBox).toHaveValue(email);
    await expect(emailBox).toBeFocused();
    const releaseSend = await holdNextCall(page, 'send-preview-email');
    await button(page, 'Send preview').click();
    await expect(
      section(page).getByRole('status').filter({ hasText: PREVIEW_PROGRESS.sendingEmail }),
    ).toBeVisible();
    releaseSend();
    await expect(toastWith(page, PREVIEW_TEXTS.emailSent)).toBeVisible();
    await expect(emailBox).toHaveCount(0);
    await expect(button(page, 'Send preview')).toHaveCount(0);
    await expect(button(page, 'Email me this preview')).toHaveCount(0);
    await expect(section(page).getByText(PREVIEW_TEXTS.emailSent)).toBeVisible();
    expect(calls.bodies('send-preview-email')).toEqual([{ previewId: scrape!.previewId, email }]);

    const mail = await waitForMail(email, /preview/i);
    const inquiry = (await section(page).getByTestId('preview-inquiry').textContent())!.replace(
      /^Customer: /,
      '',
    );
    expect(mail.text.replace(/\s+/g, ' ')).toContain(inquiry.replace(/\s+/g, ' '));
    expect(errors).toEqual([]);
  });

  test('an e-mail that cannot be sent says so, and the preview stays ready', async ({ page }) => {
    test.setTimeout(120_000);
    await page.route(fnUrl('send-preview-email'), (route) => route.abort('failed'), { times: 1 });
    await openGenerator(page);
    await answerRequired(page, site.url, uniqueEmail('preview-mailfail'));
    await skipOptional(page);
    await expectReady(page);

    await button(page, 'Email me this preview').click();
    await button(page, 'Send preview').click();
    await expect(toastWith(page, PREVIEW_TEXTS.emailFailed)).toBeVisible();
    // The preview is still there, and the form stays open to try again.
    await expect(readyHeading(page)).toBeVisible();
    await expect(section(page).getByTestId('preview-reply')).toHaveText(/^Your agent: \S/);
    await expect(box(page, 'Send this preview to')).toBeVisible();
    await button(page, 'Send preview').click();
    await expect(toastWith(page, PREVIEW_TEXTS.emailSent)).toBeVisible();
    await expect(box(page, 'Send this preview to')).toHaveCount(0);
  });

  test('a failed website analysis says so, and Retry analyses the same preview again', async ({ page }) => {
    test.setTimeout(120_000);
    const calls = recordCalls(page);
    // A site of its own: an analysis of the shared one minutes ago would be reused and never fail.
    const downSite = await serveBusinessSite();
    try {
      downSite.setFailing(true);
      await openGenerator(page);
      await answerRequired(page, downSite.url, uniqueEmail('preview-down'));
      await skipOptional(page);

      await expect(failure(page)).toBeVisible({ timeout: GENERATION_TIMEOUT });
      await expect(failure(page)).toContainText('Step 2 of 3: Website analysis failed');
      await expect(page.getByTestId('preview-error')).toHaveText(/^Failed to analyze website: \S/);
      await expect(button(page, 'Retry')).toBeFocused();
      await expect(section(page).getByRole('progressbar')).toHaveAccessibleName('Step 2 of 3');
      // Nothing typed is lost.
      await expect(visitorBubbles(page)).toHaveCount(6);
      expect(downSite.requests.length).toBeGreaterThan(0);
      await expectNoSeriousAxeViolations(page);

      downSite.setFailing(false);
      await button(page, 'Retry').click();
      await expectReady(page);
      expect(calls.phases()).toEqual([1, 2, 1]);
      const [first, second] = calls.bodies('website-scraper');
      expect(second).toEqual(first);
      expect(calls.bodies('create-agent-preview')[0]).toEqual({
        website_url: downSite.url,
        email: expect.any(String),
        name: 'Dana Whitfield',
        tone_preference: 'professional',
      });
    } finally {
      await downSite.close();
    }
  });

  test('leaving the page during the analysis stops it reading the site', async ({ page }) => {
    const slowSite = await serveBusinessSite();
    try {
      slowSite.setHanging(true);
      await openGenerator(page);
      await answerRequired(page, slowSite.url, uniqueEmail('preview-leave'));
      await skipOptional(page);
      await expect(status(page)).toHaveText(`Step 2 of 3: ${PREVIEW_PROGRESS.analyzing}`);
      // The server is waiting for the site's home page when the visitor goes elsewhere.
      await expect.poll(() => slowSite.requests.includes('/')).toBe(true);
      const cancelled = page.waitForEvent('requestfailed', (r) => r.url().includes('/website-scraper'));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
      await expect(page).toHaveURL(/\/features$/);
      expect((await cancelled).failure()?.errorText).toBe('net::ERR_ABORTED');
      // The call's end reaches the server, which drops its request to the site at once, long
      // before the page's own 10 s would have run out.
      await expect.poll(() => slowSite.abandoned()).toBe(1);
    } finally {
      await slowSite.close();
    }
  });

  test('a failed generation says so, and Retry only generates again', async ({ page }) => {
    test.setTimeout(120_000);
    const calls = recordCalls(page);
    await page.route(
      fnUrl('generate-agent-preview'),
      (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'UPSTREAM_FAILED',
              message: 'Failed to generate preview: The AI engine did not answer',
            },
          }),
        }),
      { times: 1 },
    );
    await openGenerator(page);
    await answerRequired(page, site.url, uniqueEmail('preview-gen'));
    await skipOptional(page);

    await expect(failure(page)).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect(failure(page)).toContainText('Step 3 of 3: AI generation failed');
    await expect(page.getByTestId('preview-error')).toHaveText(
      'Failed to generate preview: The AI engine did not answer',
    );
    await button(page, 'Retry').click();
    await expectReady(page);
    expect(calls.phases()).toEqual([1, 1, 2]);
    const [first, second] = calls.bodies('generate-agent-preview');
    expect(second).toEqual(first);
  });

  test('a failed creation says so, and Retry creates the record with the same answers', async ({ page }) => {
    test.setTimeout(120_000);
    const calls = recordCalls(page);
    await page.route(fnUrl('create-agent-preview'), (route) => route.abort('failed'), { times: 1 });
    await openGenerator(page);
    await answerRequired(page, site.url, uniqueEmail('preview-create'));
    await button(page, 'Agency').click();
    await box(page, 'Shipping policy').fill('We ship worldwide.');
    await box(page, 'Shipping policy').press('Tab');
    await button(page, 'Continue').click();
    await button(page, 'Premium & Sophisticated').click();

    await expect(failure(page)).toBeVisible();
    await expect(failure(page)).toContainText('Step 1 of 3: Creating your preview failed');
    await expect(page.getByTestId('preview-error')).toHaveText(PREVIEW_TEXTS.createFailed);
    await expect(visitorBubbles(page)).toHaveCount(6);

    await button(page, 'Retry').click();
    await expectReady(page);
    // A social agent sells the social plan.
    await expect(section(page).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      /^\/start-trial\?plan=socialagent&preview=[0-9a-f-]{36}$/,
    );
    expect(calls.phases()).toEqual([2, 1, 1]);
    const [first, second] = calls.bodies('create-agent-preview');
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      business_type: 'agency',
      tone_preference: 'premium',
      business_facts: { shippingPolicy: 'We ship worldwide.' },
    });
  });
});
