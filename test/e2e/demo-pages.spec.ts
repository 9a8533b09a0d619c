import { expect, type Page, test } from '@playwright/test';
import {
  SOCIAL_DEMO_FALLBACKS,
  SOCIAL_DEMO_SCRIPT,
} from '../../src/web/routes/demos/social-showcase/social-demo-script';
import { collectPageErrors, expectAccessibleAndNarrow, gotoReady, sharedPage } from './page-checks';

const reply = (id: string) => SOCIAL_DEMO_SCRIPT.find((line) => line.id === id)!.text;

/** Back to the size a test's own page has, after a test before it narrowed the shared page. */
async function desktopSize(page: Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the demo pages hydrate without errors', async ({ page }) => {
  const errors = collectPageErrors(page);
  await gotoReady(page, '/shop-agent-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'ShopAgent Demo' })).toBeVisible();
  await gotoReady(page, '/agent-demo-social');
  await page.getByRole('radio', { name: /Social Manager/ }).check();
  await expect(page.getByRole('heading', { name: 'Social Manager includes' })).toBeVisible();
  expect(errors).toEqual([]);
});

// Each page's tests that only read it share one load of it (decisions 045, 060), in an order that
// leaves each the state it would have on a load of its own: the accessibility check narrows the
// page, the next test widens it again, and following a link to another page comes last. The
// social showcase's chat types into its page and loads its own.
test.describe('shop agent demo', () => {
  const shared = sharedPage('/shop-agent-demo', 'ShopAgent Demo');

  test('shows three plan cards with prices and Most Popular on Pro', async () => {
    const page = shared();
    await expect(page).toHaveTitle(/^ShopAgent Demo \| /);
    const plans = page.getByRole('region', { name: 'ShopAgent plans' }).getByRole('article');
    await expect(plans).toHaveCount(3);
    const expected = [
      ['ShopAgent', '$297'],
      ['ShopAgent Pro', '$497'],
      ['ShopAgent Enterprise', '$997'],
    ] as const;
    for (const [index, [name, price]] of expected.entries()) {
      const card = plans.nth(index);
      await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(card).toContainText(`${price}/mo`);
    }
    await expect(plans.nth(1).getByText('Most Popular', { exact: true })).toBeVisible();
    await expect(plans.nth(0)).not.toContainText('Most Popular');
    await expect(plans.nth(2)).not.toContainText('Most Popular');
    // Every tier is sold at its own checkout and can be tried.
    for (const [index, planId] of ['shopagent', 'shopagent-pro', 'shopagent-enterprise'].entries()) {
      const card = plans.nth(index);
      await expect(card.getByRole('link', { name: /^Start with / })).toHaveAttribute(
        'href',
        `/checkout/${planId}`,
      );
      await expect(card.getByRole('link', { name: /^Start free trial/ })).toHaveAttribute(
        'href',
        `/start-trial?plan=${planId}`,
      );
    }
  });

  test('shows the sample dashboard figures', async () => {
    const page = shared();
    const dashboard = page.getByRole('region', { name: 'ShopAgent dashboard' });
    for (const label of [
      'Revenue recovered',
      'Carts recovered',
      'Conversations handled',
      'Conversion lift',
    ]) {
      await expect(dashboard.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dashboard).toContainText('$18,420');
    await expect(dashboard).toContainText('Sample data');
  });

  test('has no serious accessibility violations and fits a 390 px screen', async () => {
    await expectAccessibleAndNarrow(shared());
  });

  test('links to the live demo', async () => {
    const page = shared();
    await desktopSize(page);
    await page.getByRole('link', { name: 'Try the live demo' }).click();
    await expect(page).toHaveURL(/\/shop-agent-demo\/live$/);
  });
});

test.describe('social agent showcase', () => {
  const shared = sharedPage('/agent-demo-social', 'SocialAgent Showcase');

  test('has no serious accessibility violations and fits a 390 px screen', async () => {
    await expectAccessibleAndNarrow(shared());
  });

  test('shows the Demo Mode banner and the two tiers', async () => {
    const page = shared();
    await desktopSize(page);
    await expect(page).toHaveTitle(/^SocialAgent Showcase \| /);
    await expect(page.getByText('Demo Mode', { exact: true })).toBeVisible();
    const tiers = page.getByRole('group', { name: 'SocialAgent tier' }).getByRole('radio');
    await expect(tiers).toHaveCount(2);
    const dm = page.getByRole('radio', { name: /DM Agent\s*\$97\s*per month/ });
    const manager = page.getByRole('radio', { name: /Social Manager\s*\$997\s*per month/ });
    await expect(dm).toBeChecked();
    await expect(page.getByRole('link', { name: 'Start DM Agent - $97/mo' })).toHaveAttribute(
      'href',
      '/checkout/socialagent',
    );
    await manager.check();
    await expect(page.getByRole('heading', { name: 'Social Manager includes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Social Manager - $997/mo' })).toHaveAttribute(
      'href',
      '/checkout/socialagent-manager',
    );
  });

  test('answers from the script and locks after more than 6 messages', async ({ page }) => {
    await gotoReady(page, '/agent-demo-social');
    await expect(page.getByRole('heading', { level: 1, name: 'SocialAgent Showcase' })).toBeVisible();
    const log = page.getByRole('log');
    const input = page.getByRole('textbox', { name: 'Message Luna Boutique' });
    await expect(log.getByRole('paragraph')).toHaveCount(1); // the greeting

    // Blank input is ignored.
    await input.fill('   ');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

    await input.fill('How much is it?');
    await input.press('Enter');
    await expect(log).toContainText('How much is it?');
    await expect(log).toContainText(reply('price'));

    await input.fill('Tell me a joke');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log).toContainText(SOCIAL_DEMO_FALLBACKS[0]);
    await expect(log.getByRole('paragraph')).toHaveCount(5);
    await expect(input).toBeEnabled();

    await page.getByRole('button', { name: 'How fast do you ship?' }).click();
    await expect(log).toContainText(reply('shipping'));
    await expect(log.getByRole('paragraph')).toHaveCount(7);

    await expect(page.getByRole('heading', { name: 'Demo limit reached' })).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription(/stops after a few messages/);
    await expect(page.getByRole('link', { name: 'Chat with the live agent' })).toHaveAttribute(
      'href',
      '/agent-demo-social/live',
    );
    await expect(page.getByRole('link', { name: 'Start SocialAgent' })).toHaveAttribute(
      'href',
      '/checkout/socialagent',
    );
  });

  test('links to the live demo', async () => {
    const page = shared();
    await page.getByRole('link', { name: 'Try the live demo' }).click();
    await expect(page).toHaveURL(/\/agent-demo-social\/live$/);
  });
});
