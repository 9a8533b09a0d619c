import { expect, type Page, test } from '@playwright/test';
import { BRANDS } from '../../src/domain/brands';
import { PLANS } from '../../src/domain/plans';
import { ANIMATION_TIMINGS } from '../../src/domain/ui-constants';
import { PRODUCT_DEMOS } from '../../src/web/routes/marketing/landing/product-demos';
import { SAMPLE_CONVERSATIONS } from '../../src/web/routes/marketing/landing/sample-conversations';
import { E2E } from './e2e-env';
import { expectNoSeriousAxeViolations, gotoReady } from './page-checks';

const chatAnimation = (page: Page) => expect(page.getByTestId('sample-chat'));

/**
 * Loads the landing page and waits for it to be hydrated: the page is prerendered, so its content
 * shows (and buttons exist) before the script runs; the sample chat's animation state leaves
 * 'pending' only once the browser app has taken over.
 */
async function gotoLanding(page: Page, url = '/') {
  await page.goto(url);
  await chatAnimation(page).toHaveAttribute('data-animation', /^(playing|off)$/);
}

/** The same with the page's clock stopped, so the test moves time itself. */
async function gotoWithStoppedClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  await page.goto('/');
  // The page's boot script starts the app once the first paint is reported (no timer), so the
  // animation's clock starts at the app's start, with no time moved by the test.
  await chatAnimation(page).toHaveAttribute('data-animation', /^(playing|off)$/);
}

/** Console errors and uncaught exceptions, e.g. React's hydration mismatch reports. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The tests that only read the landing page share one load of it: a load and hydration in Chromium
 * is most of what such a test costs on two cores (decisions 045, 048). The width checks narrow the
 * loaded page, widest first; the layout follows the viewport live, as when the page is loaded at
 * that width. If a test fails, Playwright starts a new worker and the page is loaded again.
 */
test.describe('the landing page, read once', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL: E2E.mainUrl });
    await gotoLanding(page);
  });
  test.afterAll(() => page.close());

  test('has the spec sections in order, then the footer', async () => {
    const sections = page.locator('main section[id]');
    await expect(sections.first()).toBeVisible();
    expect(await sections.evaluateAll((els) => els.map((el) => el.id))).toEqual([
      'hero',
      'live-demo',
      'how-it-works',
      'white-label',
      'products',
      'features',
      'pricing',
      'get-started',
    ]);
    const headings = await page.locator('main h1, main h2').allTextContents();
    expect(headings).toEqual([
      'AI sales agents that answer, quote and close for your business',
      'Try your custom demo live',
      'How it works',
      'White label: your brand, not ours',
      'Meet the agents',
      'Everything a sales team does, automated',
      'Simple monthly pricing',
      'Ready to stop missing sales?',
    ]);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page).toHaveTitle(/^AI Sales Agents for Small Businesses \| /);
  });

  test('How It Works shows the three steps, with PDF, DOC and TXT uploads', async () => {
    const steps = page.locator('#how-it-works li');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Pick an agent');
    await expect(steps.nth(1)).toContainText('PDF, DOC or TXT');
    await expect(steps.nth(2)).toContainText('Launch');
    await expect(page.locator('#features li')).toHaveCount(6);
  });

  test('the landing page has no serious or critical accessibility violations', async () => {
    await expect(page.getByTestId('sample-chat')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  for (const width of [1280, 768, 390]) {
    test(`at ${width} px wide the landing page does not scroll sideways`, async () => {
      await page.setViewportSize({ width, height: 844 });
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      // Polled: parts that size themselves from a ResizeObserver follow a frame or two later.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
    });
  }
});

test.describe('landing page', () => {
  test('the header links go where the spec says', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { dashboardUrl } = await (await page.request.get('/api/config')).json();
    await gotoLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
    await expect(nav.getByRole('link', { name: 'ROI Calculator' })).toHaveAttribute(
      'href',
      '/roi-calculator',
    );
    await expect(nav.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
    const header = page.getByRole('banner');
    // Sign-in on the dashboard host; the free-trial button opens it, where a sign-up starts the trial (decision 017).
    await expect(header.getByRole('link', { name: 'Client Login' })).toHaveAttribute(
      'href',
      `${dashboardUrl}/auth`,
    );
    await expect(header.getByRole('link', { name: 'Open Dashboard' })).toHaveAttribute(
      'href',
      `${dashboardUrl}/admin`,
    );
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('#pricing-heading')).toBeInViewport();
    await expect(page).toHaveURL(/\/#pricing$/);
  });

  for (const [from, button, target] of [
    ['hero', 'How it works', 'how-it-works'],
    ['hero', 'Try Your Custom Demo Live', 'live-demo'],
    ['get-started', 'See pricing', 'pricing'],
  ] as const) {
    test(`the ${from} section's '${button}' button scrolls to its section`, async ({ page, baseURL }) => {
      await gotoLanding(page);
      const heading = page.locator(`#${target}-heading`);
      if (from === 'hero') await expect(heading).not.toBeInViewport();
      // A link to the section, so it works before the app has started too (prerender.spec.ts).
      const link = page.locator(`#${from}`).getByRole('link', { name: button });
      await expect(link).toHaveAttribute('href', `#${target}`);
      await link.click();
      await expect(heading).toBeInViewport();
      await expect(page.locator(`#${target}`)).toBeFocused();
      await expect(page).toHaveURL(new URL('/', baseURL).href);
    });
  }

  test('the live-demo section opens on the preview generator intro, already in the server HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const live = html.slice(html.indexOf('id="live-demo"'), html.indexOf('id="how-it-works"'));
    expect(live).toContain('Create My Preview');
    expect(live).toContain('Do you have a minimum order');
    await gotoLanding(page);
    const section = page.locator('#live-demo');
    await expect(section.getByRole('button', { name: 'Create My Preview' })).toBeEnabled();
    await expect(section.getByText('Do you have a minimum order')).toBeVisible();
  });

  test('"Create My Preview" clicked before the page\'s script has started still opens the generator', async ({
    page,
  }) => {
    // The page loads twice (before and after the click).
    test.slow();
    // Every script of the app is held until after the click, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      // The first page's requests end with the navigation the click starts.
      await route.continue().catch(() => {});
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const section = page.locator('#live-demo');
    await section.getByRole('button', { name: 'Create My Preview' }).click();
    await expect(page).toHaveURL(/\/\?preview=start#live-demo$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    const website = section.getByRole('textbox', { name: 'Your website', exact: true });
    await expect(website).toBeFocused();
    await expect(website).toBeInViewport();
  });

  test('"Create My Preview" once the page runs opens the generator in place, without a reload', async ({
    page,
    baseURL,
  }) => {
    // Every section live: clicked earlier, the form would reload the page as it should without a script.
    await gotoReady(page, '/');
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    const section = page.locator('#live-demo');
    await section.getByRole('button', { name: 'Create My Preview' }).click();
    await expect(section.getByRole('textbox', { name: 'Your website', exact: true })).toBeFocused();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page).toHaveURL(new URL('/', baseURL).href);
  });
});

test.describe('hero sample chat', () => {
  test('the server HTML already has the heading and the first conversation, written out', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const [first] = SAMPLE_CONVERSATIONS;
    expect(html).toContain('id="hero-heading"');
    expect(html).toContain('data-animation="pending"');
    // React escapes text; the sample texts have nothing to escape but apostrophes.
    const escaped = (text: string) => text.replaceAll("'", '&#x27;');
    expect(html).toContain(escaped(first!.customer));
    expect(html).toContain(escaped(first!.reply));
    expect(html).toContain(escaped(first!.closing));
    // Nothing in the hero is an image.
    const hero = html.slice(html.indexOf('id="hero"'), html.indexOf('id="live-demo"'));
    expect(hero).not.toMatch(/<img|<picture|<video|url\(/);
  });

  test('starts with the first conversation written out, then plays the next one on the spec timings', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoWithStoppedClock(page);
    const [first, second] = SAMPLE_CONVERSATIONS;
    const live = page.getByTestId('sample-chat-live');
    const typing = live.getByTestId('typing-indicator');
    const closing = live.getByTestId('sample-chat-closing');

    // The first render already has the whole first conversation (meaningful before any timer).
    await expect(live).toContainText(first!.customer);
    await expect(live).toContainText(first!.reply);
    await expect(closing).toHaveText(`✓ ${first!.closing}`);

    // Two seconds later the chat rotates: only the customer's message of the next conversation.
    await page.clock.runFor(ANIMATION_TIMINGS.demoRotationMs);
    await expect(live).toContainText(second!.customer);
    await expect(live).not.toContainText(first!.customer);
    await expect(typing).toBeHidden();
    await expect(closing).toBeHidden();

    await page.clock.runFor(ANIMATION_TIMINGS.typingIndicatorMs - 10);
    await expect(typing).toBeHidden();
    await page.clock.runFor(10); // 0.5 s: typing indicator
    await expect(typing).toBeVisible();
    await expect(live).not.toContainText(second!.reply.slice(0, 5));

    await page.clock.runFor(ANIMATION_TIMINGS.replyStartMs - ANIMATION_TIMINGS.typingIndicatorMs); // 1.3 s
    await expect(typing).toBeHidden();
    const agentBubble = live.locator('p').nth(1);
    await expect(agentBubble).toHaveText(`Agent: ${second!.reply.slice(0, 1)}`);

    await page.clock.runFor(ANIMATION_TIMINGS.msPerChar * 10); // ten more characters, 18 ms each
    await expect(agentBubble).toHaveText(`Agent: ${second!.reply.slice(0, 11)}`);
    await expect(closing).toBeHidden();

    await page.clock.runFor(ANIMATION_TIMINGS.msPerChar * second!.reply.length);
    await expect(agentBubble).toHaveText(`Agent: ${second!.reply}`);
    await expect(closing).toHaveText(`✓ ${second!.closing}`);

    // And after another 2 s the third conversation begins.
    await page.clock.runFor(ANIMATION_TIMINGS.demoRotationMs);
    await expect(live).toContainText(SAMPLE_CONVERSATIONS[2]!.customer);
    await expect(closing).toBeHidden();
    expect(errors).toEqual([]); // hydrated without a mismatch
  });

  test('with reduced motion it shows the finished conversation and never types or rotates', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoWithStoppedClock(page);
    await expect(page.getByTestId('sample-chat')).toHaveAttribute('data-animation', 'off');
    const [first] = SAMPLE_CONVERSATIONS;
    const live = page.getByTestId('sample-chat-live');
    await expect(live).toContainText(first!.reply);
    await expect(live.getByTestId('sample-chat-closing')).toBeVisible();
    for (let i = 0; i < 10; i++) {
      await page.clock.runFor(1000);
      await expect(live).toContainText(first!.reply);
      await expect(live.getByTestId('typing-indicator')).toBeHidden();
    }
  });

  test('the hero heading is the largest paint and the chat never shifts the layout', async ({ page }) => {
    await gotoWithStoppedClock(page);
    // Run a full rotation of the animation.
    await page.clock.runFor(20_000);
    // The observers report in their own tasks (not timers), so they work with the clock stopped.
    await page.evaluate(() => {
      const perf = { lcpId: '', cls: 0 };
      Object.assign(window, { __perf: perf });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
        perf.lcpId = last?.element
          ? last.element.id || `${last.element.tagName}: ${last.element.textContent?.slice(0, 40)}`
          : '(element gone)';
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) perf.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const perf = () =>
      page.evaluate(() => (window as unknown as { __perf: { lcpId: string; cls: number } }).__perf);
    await expect.poll(async () => (await perf()).lcpId).toBe('hero-heading');
    expect((await perf()).cls).toBeLessThan(0.01);
    // And no other text on the page is set larger than the heading.
    const sizes = await page.evaluate(() => {
      const h1 = document.getElementById('hero-heading')!;
      let largestOther = 0;
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        if (h1.contains(el) || el === h1) continue;
        const hasText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        if (hasText) largestOther = Math.max(largestOther, Number.parseFloat(getComputedStyle(el).fontSize));
      }
      return { heading: Number.parseFloat(getComputedStyle(h1).fontSize), largestOther };
    });
    expect(sizes.heading).toBeGreaterThan(sizes.largestOther);
  });
});

test.describe('product tabs', () => {
  test('each tab points the demo link at its own demo, and the link lands there', async ({
    page,
    baseURL,
  }) => {
    for (const demo of PRODUCT_DEMOS) {
      await gotoLanding(page);
      const section = page.locator('#products');
      await section.getByRole('tab', { name: demo.label }).click();
      await expect(section.getByRole('tab', { name: demo.label })).toHaveAttribute('aria-selected', 'true');
      await expect(section.getByRole('tabpanel')).toContainText(demo.opening.question);
      const link = section.getByRole('link', { name: `Open the ${demo.label} demo` });
      await expect(link).toHaveAttribute('href', demo.route);
      await link.click();
      await expect(page).toHaveURL(new URL(demo.route, baseURL).href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the simulated bot reply arrives 1.5 s after the customer message', async ({ page }) => {
    await gotoWithStoppedClock(page);
    const section = page.locator('#products');
    await section.getByRole('tab', { name: 'QuoteAgent' }).click();
    const [suggestion] = PRODUCT_DEMOS.find((d) => d.key === 'quote')!.suggestions;
    const log = section.getByRole('log');
    await section.getByRole('button', { name: suggestion!.question }).click();
    await expect(log).toContainText(suggestion!.question);
    await expect(log.getByTestId('typing-indicator')).toBeVisible();
    await page.clock.runFor(ANIMATION_TIMINGS.landingBotReplyDelayMs - 10);
    await expect(log).not.toContainText(suggestion!.answer);
    await page.clock.runFor(10);
    await expect(log).toContainText(suggestion!.answer);
    await expect(log.getByTestId('typing-indicator')).toBeHidden();
  });
});

test('pricing shows the three plans with prices, was-prices, savings, checkout and free-trial links', async ({
  page,
  baseURL,
}) => {
  await gotoLanding(page);
  const expected = {
    socialagent: { price: '$97', was: '$197', save: 'Save 51%' },
    shopagent: { price: '$297', was: '$597', save: 'Save 50%' },
    quoteagent: { price: '$997', was: '$1997', save: 'Save 50%' },
  } as const;
  const pricing = page.locator('#pricing');
  for (const plan of PLANS) {
    const card = pricing.getByRole('article', { name: plan.name, exact: true });
    const want = expected[plan.id];
    await expect(card).toContainText(`${want.price}/mo`);
    await expect(card.locator('s')).toHaveText(want.was);
    await expect(card).toContainText(want.save);
    if (plan.id === 'shopagent') await expect(card).toContainText('Most Popular');
    else await expect(card).not.toContainText('Most Popular');
    await expect(card.getByRole('link', { name: /^Get started with / })).toHaveAttribute(
      'href',
      `/checkout/${plan.id}`,
    );
    await expect(card.getByRole('link', { name: `Start free trial of ${plan.name}` })).toHaveAttribute(
      'href',
      `/start-trial?plan=${plan.id}`,
    );
  }
  await pricing
    .getByRole('article', { name: 'QuoteAgent', exact: true })
    .getByRole('link', { name: /^Get started with / })
    .click();
  await expect(page).toHaveURL(new URL('/checkout/quoteagent', baseURL).href);
});

test.describe('quote card and admin portal', () => {
  test('the quote card shows the demo figures and the add-ons change the total', async ({ page }) => {
    await gotoLanding(page);
    const card = page.locator('#white-label').getByRole('article');
    for (const text of ['$2,800.00', '$400.00', '$3,200.00', '$0.00', '150 sq ft']) {
      await expect(card).toContainText(text);
    }
    const pay = card.getByRole('button', { name: /^Pay / });
    await expect(pay).toHaveText('Pay $3,200.00 now');
    await card.getByRole('checkbox', { name: /Window Tinting/ }).check();
    await expect(pay).toHaveText('Pay $3,550.00 now');
    await card.getByRole('checkbox', { name: /Paint Protection/ }).check();
    await expect(pay).toHaveText('Pay $4,050.00 now');
    await card.getByRole('checkbox', { name: /Window Tinting/ }).uncheck();
    await expect(pay).toHaveText('Pay $3,700.00 now');
    await expect(page.getByRole('img', { name: /admin portal/ })).toBeVisible();
  });

  test('paying opens the test checkout in a new tab, marked TEST MODE, for $3,200.00', async ({ page }) => {
    await gotoLanding(page);
    const card = page.locator('#white-label').getByRole('article');
    const rpc = page.waitForRequest('**/api/rpc/create_quote_with_customer');
    const popupOpened = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Pay $3,200.00 now' }).click();
    const sent = (await rpc).postDataJSON();
    expect(sent.customer_data).toEqual({
      name: 'Demo Customer',
      email: 'demo.customer@example.com',
      source: 'website',
    });
    expect(sent.quote_data).toMatchObject({ material_cost: 2800, setup_fee: 400, total_amount: 3200 });
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/test-checkout\/[^/]+$/);
    await expect(popup.getByText('TEST MODE').first()).toBeVisible();
    await expect(popup.getByText('$3,200.00').first()).toBeVisible();
    await expect(page.getByText('Payment Started')).toBeVisible();
  });

  test('a failing create-payment shows the payment error toast and closes the waiting tab', async ({
    page,
  }) => {
    let releaseRpc!: () => void;
    const rpcHeld = new Promise<void>((resolve) => {
      releaseRpc = resolve;
    });
    await page.route('**/api/rpc/create_quote_with_customer', async (route) => {
      await rpcHeld;
      await route.fulfill({
        json: {
          quote_id: '00000000-0000-4000-8000-000000000001',
          quote_number: 'Q-TEST',
          customer_id: '00000000-0000-4000-8000-000000000002',
        },
      });
    });
    let paymentCalls = 0;
    await page.route('**/api/functions/create-payment', async (route) => {
      paymentCalls++;
      await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } });
    });
    await gotoLanding(page);
    const card = page.locator('#white-label').getByRole('article');
    const popupOpened = page.waitForEvent('popup');
    const pay = card.getByRole('button', { name: /^Pay |Starting payment/ });
    await pay.click();
    const popup = await popupOpened;
    // While working the button shows progress and cannot be pressed again.
    await expect(pay).toBeDisabled();
    await expect(pay).toContainText('Starting payment...');
    releaseRpc();
    await expect(page.getByText('Payment Error')).toBeVisible();
    await expect(page.getByText('Failed to start payment process')).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(paymentCalls).toBe(1);
    await expect(pay).toBeEnabled();
    await expect(pay).toHaveText('Pay $3,200.00 now');
  });
});

test.describe('sections below the fold are laid out only near the view, and links still land on them', () => {
  /** Where the section's top is once the scroll has settled: under the sticky header (scroll-mt-20). */
  const topOf = (page: Page, id: string) =>
    page.evaluate(
      (sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top),
      id,
    );
  const expectLandedOn = async (page: Page, id: string) => {
    await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(60);
    await expect.poll(() => topOf(page, id)).toBeLessThanOrEqual(100);
  };
  const contentVisibility = (page: Page, id: string) =>
    page.evaluate((sectionId) => getComputedStyle(document.getElementById(sectionId)!).contentVisibility, id);

  test.beforeEach(async ({ page }) => {
    // An instant jump, so the section's place is read where the scroll ends.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 412, height: 823 });
  });

  test('/#pricing opened directly lands on the pricing section', async ({ page }) => {
    await gotoReady(page, '/#pricing');
    expect(await contentVisibility(page, 'pricing')).toBe('auto');
    await expectLandedOn(page, 'pricing');
    await expect(page.locator('#pricing-heading')).toBeInViewport();
  });

  test('the hero\'s "Try Your Custom Demo Live" lands on the live demo', async ({ page }) => {
    await gotoReady(page, '/');
    expect(await contentVisibility(page, 'live-demo')).toBe('auto');
    await page.locator('#hero').getByRole('link', { name: 'Try Your Custom Demo Live' }).click();
    await expectLandedOn(page, 'live-demo');
    await expect(page.locator('#live-demo')).toBeFocused();
  });

  test('"Pricing" in the phone menu lands on the pricing section of the same page', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expectLandedOn(page, 'pricing');
  });
});

test('the weprintwraps host shows its own brand on the landing page', async ({ page, baseURL }) => {
  const brand = BRANDS.weprintwraps;
  const url = new URL('/', baseURL);
  url.hostname = 'weprintwraps.localhost';
  await gotoLanding(page, url.href);
  await expect(page.getByRole('banner').getByText(brand.name)).toBeVisible();
  await expect(page.locator('#white-label')).toContainText(brand.name);
  await expect(
    page.locator('#white-label').getByRole('heading', { name: brand.quote_branding.header_title }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`\\| ${brand.name}$`));
});
