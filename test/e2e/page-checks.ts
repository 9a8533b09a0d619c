import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './e2e-env';

// Checks many browser specs share: waiting for the app, console errors, accessibility, width.

/**
 * Opens a page and waits until the app has taken over. Prerendered pages are visible (and
 * clickable) before their code runs; a click before that does nothing, as for a real visitor.
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
}

/**
 * One load of a main-site page shared by the tests of the describe this is called in, for tests
 * that only read it, follow an in-page link or narrow it last, and would each pass on a fresh load
 * too: a load and hydration is most of what such a test costs in Chromium (decisions 045, 055).
 * If a test fails, Playwright starts a new worker and the page is loaded again.
 */
export function sharedPage(path: string, heading: string): () => Page {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL: E2E.mainUrl });
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
  test.afterAll(() => page.close());
  return () => page;
}

/** Console errors, uncaught exceptions (e.g. React's hydration mismatch reports) and failed requests. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Failed requests are reported below with their address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    // The page itself may answer 404 on purpose (unknown paths); its assets and calls must not fail.
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// axe-core's minified build: the same rules as the 1.5 MB unminified source that
// @axe-core/playwright injects by default, at less than half the size to send and compile.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Whether every frame of the page is on the page's own origin (or still blank). */
function framesShareOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .every(
      (frame) =>
        frame.url() === 'about:blank' || frame.url() === '' || new URL(frame.url()).origin === origin,
    );
}

/**
 * No serious or critical axe violations. Toasts are the shared toaster's styling, checked where it
 * is built, and are caught mid-animation here.
 *
 * Time (measured on the loaded 2-core machine, decision 032): by default @axe-core/playwright runs
 * axe per frame and then merges the results in a second, blank page into which it injects axe
 * again; with same-origin frames only, axe's own run (legacy mode) reaches every frame itself,
 * so the second page is pure cost. Only violations are asserted, so only they are collected.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // One axe run takes seconds of CPU (more on a loaded 2-core machine): a test that runs it gets
  // the longer time budget of a slow test instead of failing on the clock.
  test.slow();
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .exclude('[data-sonner-toaster]')
    .options({ resultTypes: ['violations'] });
  // A frame from another origin is only reached by the per-frame run.
  if (framesShareOrigin(page)) builder.setLegacyMode();
  // Sections below the fold skip their rendering until they come near the view
  // (`content-visibility: auto`, decision record 049), and axe measures colours wrongly inside a
  // skipped section (axe-core issue 2768: "content-visibility can lead to false colour contrast
  // issues"), so its contrast result there depended on timing. They are rendered for the scan, as
  // a visitor who scrolls to them sees them, and left to the page again afterwards.
  const rendered = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // A dialog or panel that is still fading in has its colours blended with the page behind it,
  // which axe reports as poor contrast (seen on a loaded machine). The scan waits for animations
  // that end; endless ones (a spinner) and ones cancelled meanwhile do not hold it.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await builder.analyze();
  await rendered.evaluate((style) => (style as Element).remove());
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/**
 * Nothing sticks out sideways at the current viewport width. Polled: right after a viewport change,
 * parts that size themselves from a ResizeObserver (the charts) still have their old width for a
 * moment; a real overflow stays and fails.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

/**
 * No text sticks out of its own box at the current width (a label wider than its grid column, an
 * amount wider than its card): the page does not scroll then, so expectNoHorizontalScroll misses it,
 * but the text runs into its neighbour's. Only laid-out, visible elements that hold text themselves
 * are read; a box that clips or ellipsises on purpose is left alone. Polled like the page's width.
 */
export async function expectNoTextOverflow(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => {
            if (el.offsetParent === null || el.clientWidth === 0) return false;
            const style = getComputedStyle(el);
            if (style.visibility !== 'visible' || style.overflowX !== 'visible') return false;
            if (style.textOverflow === 'ellipsis') return false;
            const holdsText = [...el.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
            );
            return holdsText && el.scrollWidth > el.clientWidth + 1;
          })
          .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`),
      ),
    )
    .toEqual([]);
}

/**
 * Accessible at the current size, then still readable and no wider than a 390 px phone. The
 * same page is narrowed, not loaded again at that width: the layout follows the viewport live,
 * and a second load cost as much as the rest of the check (decision 045).
 */
export async function expectAccessibleAndNarrow(page: Page): Promise<void> {
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
}

/** A toast containing `text`. */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
