import { expect, type Page, test } from '@playwright/test';
import { PRODUCT_DEMOS } from '../../src/web/routes/marketing/landing/product-demos';
import { collectPageErrors, gotoReady } from './page-checks';

// The landing page's sections below the fold stay server HTML until they come near the viewport
// or the visitor reaches into them (issue 17, decision record 044). The page opens at its top, in
// the default 1280 × 720 viewport: the sections from "How it works" on are far below it.

const section = (page: Page, id: string) => page.locator(`#${id}`);

async function expectWaiting(page: Page, ...ids: string[]) {
  for (const id of ids) await expect(section(page, id)).toHaveAttribute('data-hydration', 'waiting');
}

test.describe('landing sections below the fold', () => {
  test('hydrate when scrolled near, and only those near the view', async ({ page }) => {
    const errors = collectPageErrors(page);
    await gotoReady(page, '/');
    await expectWaiting(page, 'how-it-works', 'white-label', 'products', 'features', 'pricing');
    await section(page, 'pricing').scrollIntoViewIfNeeded();
    await expect(section(page, 'pricing')).toHaveAttribute('data-hydration', 'live');
    // A jump to pricing passes over the sections between: they were never near the view.
    await expectWaiting(page, 'how-it-works', 'white-label');
    // Live: the plans' links now navigate in the page (a plain link would load a new document).
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    await section(page, 'pricing')
      .getByRole('article', { name: 'ShopAgent', exact: true })
      .getByRole('link', { name: /^Get started with / })
      .click();
    await expect(page).toHaveURL(/\/checkout\/shopagent$/);
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a click that reaches a section before it is live is held and lands once it is', async ({ page }) => {
    await gotoReady(page, '/');
    await expectWaiting(page, 'white-label');
    const card = section(page, 'white-label').getByRole('article');
    const pay = card.getByRole('button', { name: /^Pay / });
    await expect(pay).toHaveText('Pay $3,200.00 now');
    // A click with no press or focus before it (as an assistive technology's activation sends),
    // while the section has no handlers yet: the add-on's price must still reach the total.
    await page.evaluate(() => {
      const addOn = [
        ...document.querySelectorAll<HTMLInputElement>('#white-label input[type="checkbox"]'),
      ].find((input) => input.labels?.[0]?.textContent?.includes('Window Tinting'));
      if (!addOn) throw new Error('no Window Tinting add-on');
      const live = document.getElementById('white-label')?.dataset.hydration;
      if (live !== 'waiting') throw new Error(`the section is ${live} before the click`);
      addOn.click();
    });
    await expect(section(page, 'white-label')).toHaveAttribute('data-hydration', 'live');
    await expect(pay).toHaveText('Pay $3,550.00 now');
    await expect(card.getByRole('checkbox', { name: /Window Tinting/ })).toBeChecked();
  });

  test('a press in a section not yet live works as the visitor meant it', async ({ page }) => {
    await gotoReady(page, '/');
    await expectWaiting(page, 'white-label');
    const card = section(page, 'white-label').getByRole('article');
    // Playwright scrolls, presses and releases: the press hydrates the section before the click.
    await card.getByRole('checkbox', { name: /Paint Protection/ }).check();
    await expect(card.getByRole('button', { name: /^Pay / })).toHaveText('Pay $3,700.00 now');
  });

  test('the keyboard reaches a section not yet live without losing the focus', async ({ page }) => {
    await gotoReady(page, '/');
    await expectWaiting(page, 'products');
    const [first, second] = PRODUCT_DEMOS;
    const tabs = section(page, 'products').getByRole('tab');
    const firstTab = tabs.filter({ hasText: first!.label });
    // The element the focus lands on is kept: hydrating reuses the server's element.
    await firstTab.evaluate((tab) => {
      (window as { focusedTab?: Element }).focusedTab = tab;
    });
    await firstTab.focus();
    await expect(section(page, 'products')).toHaveAttribute('data-hydration', 'live');
    expect(
      await page.evaluate(() => document.activeElement === (window as { focusedTab?: Element }).focusedTab),
    ).toBe(true);
    // The tabs' arrow keys are the live section's.
    await page.keyboard.press('ArrowRight');
    const secondTab = tabs.filter({ hasText: second!.label });
    await expect(secondTab).toBeFocused();
    await expect(secondTab).toHaveAttribute('aria-selected', 'true');
    await expect(section(page, 'products').getByRole('tabpanel')).toContainText(second!.opening.question);
  });
});
