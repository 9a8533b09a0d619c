import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, type Request, test } from '@playwright/test';
import type { AiChatInput } from '../../src/domain/contracts/chat.contract';
import { widgetSnippet } from '../../src/domain/widget-snippet';
import { DEMO_WORKSPACE } from '../../src/server/db/seed/demo-content';
import { E2E } from './e2e-env';
import { collectPageErrors, expectNoSeriousAxeViolations } from './page-checks';
import { setUpOwner } from './workspace-owner';

// The widget on a business's page: a page served here, on another origin than the app, with the
// script tag a business pastes. The demo workspace allows 'localhost' and '127.0.0.1'.

const KEY = DEMO_WORKSPACE.publicKey;
const WIDGET_URL = `${E2E.mainUrl}/widget.js`;
const BRAND_COLOR = '#e11d48';

type HostPage = { url: string; close: () => Promise<void> };

const SCRIPT_TAG = `<script src="${WIDGET_URL}" data-workspace="${KEY}" data-color="${BRAND_COLOR}" async></script>`;

/** A small shop page with the widget's tag, served on `host` (a loopback address) and a free port. */
async function serveHostPage(host: string, tag = SCRIPT_TAG): Promise<HostPage> {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Corner Sign Shop</title>
    <style>body { font: 18px/1.6 Georgia, serif; color: #222; margin: 2rem; } button { all: unset; }</style>
  </head>
  <body>
    <main>
      <h1>Corner Sign Shop</h1>
      <p>Signs, banners and vehicle lettering, made in town since 1998.</p>
    </main>
    ${tag}
  </body>
</html>`;
  const server = createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    // A browser keeps its connections open; close() alone waits for each to time out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const launcher = (page: Page) => page.getByRole('button', { name: /^(Open|Close) chat/ });
const chatFrameElement = (page: Page) => page.locator('iframe[title="Chat"]');
const chat = (page: Page) => page.frameLocator('iframe[title="Chat"]');
const messageBox = (page: Page) => chat(page).getByRole('textbox', { name: /^Message / });
const entries = (page: Page) => chat(page).getByRole('log', { name: 'Messages' }).locator('li[data-entry]');
/** The `content` of the panel's loading ring (`none` once it is gone). */
const loadingRing = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector('[data-agent-widget]')?.shadowRoot?.querySelector('.p');
    return panel ? getComputedStyle(panel, '::before').content : 'no panel';
  });
const isChatTurn = (request: Request) =>
  request.url() === `${E2E.mainUrl}/api/functions/ai-chat` && request.method() === 'POST';

let allowedHost: HostPage;
test.beforeAll(async () => {
  allowedHost = await serveHostPage('127.0.0.1');
});
test.afterAll(async () => {
  await allowedHost.close();
});

test.describe('the widget on an allowed site', () => {
  test('draws only an accessible launcher until the visitor opens it', async ({ page }) => {
    const errors = collectPageErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(allowedHost.url);

    await expect(launcher(page)).toHaveAccessibleName('Open chat');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await page.waitForLoadState('networkidle');
    // The page, the loader, the launcher's colour and the hidden reply counter's page (which, with
    // no conversation kept, asks nothing), and nothing more from the app before the click: no chat
    // frame, no config.
    const colour = `${E2E.mainUrl}/api/widget/launcher?workspace=${KEY}`;
    const counter = `${E2E.mainUrl}/embed/unread?workspace=${KEY}`;
    expect(requests.filter((url) => url.startsWith(E2E.mainUrl))).toEqual([WIDGET_URL, colour, counter]);
    expect(requests.filter((url) => !url.startsWith(allowedHost.url))).toEqual([WIDGET_URL, colour, counter]);
    await expect(chatFrameElement(page)).toHaveCount(0);

    // The tag's colour, fixed bottom-right, the host page's button styles kept out.
    const style = await launcher(page).evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, position: s.position, transition: s.transitionDuration };
    });
    expect(style).toEqual({ background: 'rgb(225, 29, 72)', position: 'fixed', transition: '0s' });
    const box = (await launcher(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);

    // Keyboard: the launcher is reached with Tab and shows where the focus is.
    await page.keyboard.press('Tab');
    await expect(launcher(page)).toBeFocused();
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('opens the chat on click, answers with the workspace’s agent, and closes with Escape', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(allowedHost.url);
    const configLoaded = page.waitForResponse((r) => r.url().includes('/api/widget/config?'));
    await launcher(page).click();

    await expect(launcher(page)).toHaveAccessibleName('Close chat');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(chatFrameElement(page)).toHaveAttribute('src', `${E2E.mainUrl}/embed/chat?workspace=${KEY}`);
    expect((await configLoaded).status()).toBe(200);
    await expect(chat(page).getByRole('heading', { level: 1 })).toHaveText('Chat with ShopAgent');
    await expect(entries(page).first()).toContainText("Hi! I'm ShopAgent.");
    // The chat takes the focus when it opens.
    await expect(messageBox(page)).toBeFocused();
    // The loading ring behind the chat is gone once the chat has drawn itself: left turning, it
    // kept the browser drawing frames for as long as the chat stayed open.
    await expect.poll(() => loadingRing(page)).toBe('none');

    const turn = page.waitForRequest(isChatTurn);
    await messageBox(page).fill('What are your opening hours?');
    await messageBox(page).press('Enter');
    const sent = (await turn).postDataJSON() as AiChatInput;
    expect(sent).toMatchObject({
      workspaceKey: KEY,
      agentType: 'shop',
      messages: [{ role: 'user', content: 'What are your opening hours?' }],
    });
    await expect(entries(page)).toHaveCount(3);
    await expect(entries(page).nth(1)).toHaveText('You: What are your opening hours?');
    await expect(entries(page).nth(2)).toContainText(/^ShopAgent: \S/);
    await expect(entries(page).nth(2)).toHaveAttribute('data-entry', 'message');

    await expectNoSeriousAxeViolations(page);

    await messageBox(page).press('Escape');
    await expect(chatFrameElement(page)).toBeHidden();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher(page)).toBeFocused();

    // Opened again, the conversation is still there; the close button inside closes it too.
    await launcher(page).click();
    await expect(entries(page)).toHaveCount(3);
    await expect(messageBox(page)).toBeFocused();
    await chat(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(chatFrameElement(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('counts the answers that arrive while the chat is closed on the launcher', async ({ page }) => {
    await page.goto(allowedHost.url);
    // The answer is held back until the visitor has closed the chat.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      `${E2E.mainUrl}/api/functions/ai-chat`,
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await launcher(page).click();
    await messageBox(page).fill('Do you make banners?');
    await messageBox(page).press('Enter');
    await messageBox(page).press('Escape');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    release();

    await expect(launcher(page)).toHaveAccessibleName('Open chat, 1 new reply');
    await launcher(page).click();
    await expect(entries(page)).toHaveCount(3);
    await expect(entries(page).nth(2)).toContainText(/^ShopAgent: \S/);
    await launcher(page).click();
    await expect(launcher(page)).toHaveAccessibleName('Open chat');
  });

  test('opens and closes from the keyboard', async ({ page }) => {
    await page.goto(allowedHost.url);
    // The launcher is drawn once the host page has loaded and the browser is idle.
    await expect(launcher(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chatFrameElement(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chatFrameElement(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('sizes the chat as a panel on desktop and full screen on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(allowedHost.url);
    await launcher(page).click();
    await expect(messageBox(page)).toBeVisible();
    const desktop = (await chatFrameElement(page).boundingBox())!;
    expect(desktop.width).toBe(380);
    expect(desktop.height).toBe(640);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => {
        const box = (await chatFrameElement(page).boundingBox())!;
        return [box.x, box.y, box.width, box.height];
      })
      .toEqual([0, 0, 390, 844]);
    await expect(messageBox(page)).toBeInViewport();
    // Full screen, the chat's own close button replaces the launcher (which would cover Send).
    await expect(launcher(page)).toBeHidden();
    await chat(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(chatFrameElement(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('shows a clear message, not a broken chat, for an unknown key', async ({ page }) => {
    await page.goto(`${E2E.mainUrl}/embed/chat?workspace=pk_nobody_has_this`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chat unavailable');
    await expect(page.getByRole('alert')).toHaveText(
      'This chat is not available: no workspace has this key.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the snippet the install page gives', () => {
  let snippetHost: HostPage;
  test.beforeAll(async () => {
    // The tag's colour added to the pasted snippet, as the docs say a business may.
    const snippet = widgetSnippet({ scriptOrigin: E2E.mainUrl, publicKey: KEY }).replace(
      '<script ',
      `<script data-color="${BRAND_COLOR}" `,
    );
    snippetHost = await serveHostPage('127.0.0.1', snippet);
  });
  test.afterAll(async () => {
    await snippetHost.close();
  });

  test('fetches the loader only after the host page has loaded, then works like the tag', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(snippetHost.url);
    await expect(launcher(page)).toHaveAccessibleName('Open chat');
    const timing = await page.evaluate((url) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const loader = performance.getEntriesByName(url)[0];
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        loadStart: navigation.loadEventStart,
        firstPaint: firstPaint?.startTime ?? Number.POSITIVE_INFINITY,
        loaderStart: loader?.startTime ?? -1,
      };
    }, WIDGET_URL);
    // Requested once the page's own content has loaded and its first content has been painted.
    expect(timing.loaderStart).toBeGreaterThanOrEqual(timing.loadStart);
    expect(timing.loaderStart).toBeGreaterThanOrEqual(timing.firstPaint);
    // The attributes of the pasted tag reach the loader.
    expect(await launcher(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(225, 29, 72)',
    );
    await launcher(page).click();
    await expect(chatFrameElement(page)).toHaveAttribute('src', `${E2E.mainUrl}/embed/chat?workspace=${KEY}`);
    await expect(messageBox(page)).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe('the widget on a site that is not allowed', () => {
  let otherHost: HostPage;
  test.beforeAll(async () => {
    // Loopback too, but a host name the demo workspace does not list.
    otherHost = await serveHostPage('127.0.0.2');
  });
  test.afterAll(async () => {
    await otherHost.close();
  });

  test('the browser refuses to show the chat in the frame', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    const appRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(E2E.mainUrl)) appRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(otherHost.url);
    const framed = page.waitForResponse((r) => r.url().includes('/embed/chat?'));
    await launcher(page).click();

    const response = await framed;
    expect(response.headers()['content-security-policy']).toContain(
      "frame-ancestors 'self' http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*",
    );
    expect(response.headers()['x-frame-options']).toBeUndefined();
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    // The page was not shown, so none of its code ran: no scripts, no config, no chat (the
    // launcher's own colour request is the loader's, made on any site).
    await expect(chat(page).getByRole('heading', { name: /Chat with/ })).toHaveCount(0);
    expect(
      appRequests.filter(
        (path) =>
          (path.startsWith('/api/') && path !== '/api/widget/launcher') || path.startsWith('/assets/'),
      ),
    ).toEqual([]);
  });
});

test('the chat frame and the snippet take the colour the owner chose in onboarding', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'widget-colour', agentName: 'Teal Signs' });
  const saved = await ownerContext.request.put(
    `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/settings/branding`,
    { headers: { origin: E2E.dashboardUrl }, data: { primaryColor: '#0e7490' } },
  );
  expect(saved.status()).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${E2E.mainUrl}/embed/chat?workspace=${owner.publicKey}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Chat with Teal Signs');
  await expect
    .poll(() => visitor.evaluate(() => document.documentElement.style.getPropertyValue('--brand-primary')))
    .toBe('#0e7490');
  await expectNoSeriousAxeViolations(visitor);

  const install = await ownerContext.newPage();
  await install.goto(`${E2E.dashboardUrl}/install`);
  await expect(install.getByTestId('widget-snippet')).toContainText('data-color="#0e7490"');
  await Promise.all([ownerContext.close(), visitor.context().close()]);
});

test("a long agent name keeps the widget's header to two lines, with its promise not cut", async ({
  page,
}) => {
  const owner = await setUpOwner(page.context(), {
    prefix: 'long-name',
    agentName: 'Harbour Signs QuoteAgent',
  });
  const allowed = await page.request.put(
    `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/settings/allowed-domains`,
    { headers: { origin: E2E.dashboardUrl }, data: { allowedDomains: ['127.0.0.1'] } },
  );
  expect(allowed.status()).toBe(200);
  const host = await serveHostPage(
    '127.0.0.1',
    `<script src="${WIDGET_URL}" data-workspace="${owner.publicKey}" async></script>`,
  );
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(host.url);
    await launcher(page).click();
    const heading = chat(page).getByRole('heading', { level: 1, name: 'Chat with Harbour Signs QuoteAgent' });
    await expect(heading).toBeVisible();
    const lines = await heading.evaluate(
      (element) =>
        element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(2);
    const promise = chat(page).getByText('Answers in seconds, around the clock');
    await expect(promise).toBeVisible();
    expect(await promise.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  } finally {
    await host.close();
  }
});
