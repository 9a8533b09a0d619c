import { expect, type Page, type Response, test } from '@playwright/test';
import {
  AWAITING_APPROVAL_TEXT,
  CHAT_ERRORS,
  CHAT_LIMIT_MESSAGES,
  CHAT_LIMITS,
  HANDED_OFF_TEXT,
} from '../../src/domain/chat';
import type { AiChatInput, AiChatResponse } from '../../src/domain/contracts/chat.contract';
import { DEMO_SHOP_STORE, DEMO_SOCIAL_STORE } from '../../src/domain/demo-stores';
import { createSseParser } from '../../src/web/features/live-chat/sse-reader';
import {
  collectPageErrors,
  expectAccessibleAndNarrow,
  expectNoSeriousAxeViolations,
  gotoReady,
  toastWith,
} from './page-checks';

const PAGES = [
  {
    path: '/shop-agent-demo/live',
    type: 'shop',
    store: DEMO_SHOP_STORE,
    heading: 'ShopAgent Live Demo',
    back: { name: 'Back to ShopAgent demo', to: '/shop-agent-demo' },
  },
  {
    path: '/social-agent-demo/live',
    type: 'social',
    store: DEMO_SOCIAL_STORE,
    heading: 'SocialAgent Live Demo',
    back: { name: 'Back to SocialAgent showcase', to: '/agent-demo-social' },
  },
  {
    path: '/agent-demo-social/live',
    type: 'social',
    store: DEMO_SOCIAL_STORE,
    heading: 'SocialAgent Live Demo',
    back: { name: 'Back to SocialAgent showcase', to: '/agent-demo-social' },
  },
] as const;

const SHOP = PAGES[0].path;
const SOCIAL = PAGES[2].path;
const AI_CHAT = '**/api/functions/ai-chat';
const FAKE_META = {
  conversationId: '00000000-0000-4000-8000-00000000c0de',
  customerId: '00000000-0000-4000-8000-0000000c0de0',
  conversationToken: 'fake-token-abcdefghijklmnopqrstuvwxyz',
};

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
/** The log's entries (messages, notes, error bubbles), without the quote wizard that sits among them. */
const entries = (page: Page) => log(page).locator('li[data-entry]');
const messageBox = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const wizard = (page: Page) => page.getByRole('region', { name: /Instant quote/ });
const isEventsUrl = (url: URL | string) => new URL(url).pathname === '/api/chat/events';
const isChatCall = (response: Response) =>
  response.url().endsWith('/api/functions/ai-chat') && response.request().method() === 'POST';

/** The answer of a turn, from either the event stream's `done` or the JSON body. */
function parseAnswer(body: string, contentType: string): AiChatResponse {
  if (!contentType.includes('text/event-stream')) return JSON.parse(body) as AiChatResponse;
  const parser = createSseParser();
  const done = [...parser.push(body), ...parser.end()].find((event) => event.event === 'done');
  expect(done, 'the stream ends with done').toBeTruthy();
  return JSON.parse(done!.data) as AiChatResponse;
}

/**
 * Passes every ai-chat call through to the server and keeps its answer. Chromium keeps no copy of
 * an event stream's body for the test to read, so the stream is read here on its way to the page
 * (which then gets it in one piece; streaming piece by piece is the first test's job).
 */
async function recordAnswers(page: Page): Promise<AiChatResponse[]> {
  const answers: AiChatResponse[] = [];
  await page.route(AI_CHAT, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (response.ok()) answers.push(parseAnswer(body, response.headers()['content-type'] ?? ''));
    await route.fulfill({ response, body });
  });
  return answers;
}

/** The n-th recorded answer (1-based), once it has arrived. */
async function nthAnswer(answers: AiChatResponse[], n: number): Promise<AiChatResponse> {
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(n);
  return answers[n - 1]!;
}

/** Sends a message with Enter and returns the ai-chat response that answered it. */
async function ask(page: Page, text: string): Promise<Response> {
  const answered = page.waitForResponse(isChatCall);
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  return answered;
}

function answerRoute(body: Partial<AiChatResponse>) {
  return {
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      ...FAKE_META,
      requiresApproval: false,
      handedOff: false,
      engine: 'builtin',
      ...body,
    }),
  };
}

test.describe('each live chat page', () => {
  for (const { path, type, store, heading, back } of PAGES) {
    test(`${path} shows the ${type} store's welcome message and links back`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(log(page)).toContainText(store.welcomeMessage);
      await expect(sendButton(page)).toBeDisabled();
      const backLink = page.getByRole('link', { name: back.name });
      await expect(backLink).toHaveAttribute('href', back.to);
      expect(errors).toEqual([]);
      await expectAccessibleAndNarrow(page);
      await expect(log(page)).toContainText(store.welcomeMessage);
      await page.getByRole('link', { name: back.name }).click();
      await expect(page).toHaveURL(new RegExp(`${back.to}$`));
    });
  }
});

test.describe('chatting', () => {
  test('a question gets a streamed answer while Send waits', async ({ page }) => {
    const errors = collectPageErrors(page);
    await gotoReady(page, SHOP);

    // Hold the turn back to see the waiting state, then let the real stream through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      AI_CHAT,
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    const first = ask(page, 'Do you ship to Canada?');
    await expect(page.getByTestId('typing-indicator')).toBeVisible();
    await expect(page.locator('output').filter({ hasText: 'ShopAgent is typing' })).toHaveCount(1);
    await messageBox(page).fill('Thanks');
    await expect(sendButton(page)).toBeDisabled();
    release();

    const response = await first;
    expect(response.status()).toBe(200);
    expect(response.request().headers().accept).toContain('text/event-stream');
    expect(response.headers()['content-type']).toContain('text/event-stream');
    const sent = response.request().postDataJSON() as AiChatInput;
    expect(sent).toMatchObject({
      agentType: 'shop',
      workspaceKey: DEMO_SHOP_STORE.publicKey,
      messages: [{ role: 'user', content: 'Do you ship to Canada?' }],
    });
    expect(sent.conversationId ?? null).toBeNull();
    expect(sent.behavior).toMatchObject({ quote_requests: 1 });

    const items = entries(page);
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toHaveText('You: Do you ship to Canada?');
    await expect(items.nth(2)).toContainText(/^ShopAgent: \S/);
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
    // What was typed while waiting is still there and can be sent now.
    await expect(messageBox(page)).toHaveValue('Thanks');
    await expect(messageBox(page)).toBeFocused();
    await expect(sendButton(page)).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('the answer is stored and the next turn continues the same conversation', async ({ page }) => {
    const answers = await recordAnswers(page);
    await gotoReady(page, SHOP);
    await ask(page, 'Do you have gift cards?');
    const first = await nthAnswer(answers, 1);
    expect(first.message.length).toBeGreaterThan(0);
    expect(first.conversationToken).toMatch(/^[A-Za-z0-9_-]{22,128}$/);
    await expect(log(page)).toContainText(first.message.slice(0, 60));

    const second = await ask(page, 'Can I return a gift?');
    const sent = second.request().postDataJSON() as AiChatInput;
    expect(sent.conversationId).toBe(first.conversationId);
    expect(sent.conversationToken).toBe(first.conversationToken);
    // The server keeps the conversation: a turn carries only the new message.
    expect(sent.messages).toEqual([{ role: 'user', content: 'Can I return a gift?' }]);
    const secondAnswer = await nthAnswer(answers, 2);
    expect(secondAnswer.conversationId).toBe(first.conversationId);
    await expect(log(page)).toContainText(secondAnswer.message.slice(0, 60));
  });

  test("the visitor's clicks and visits go with each turn as the behaviour profile", async ({ page }) => {
    await gotoReady(page, SHOP);
    await page.reload();
    await gotoReady(page, SHOP);
    for (let i = 0; i < 3; i++) await page.getByRole('heading', { level: 1 }).click();
    const stored = await page.evaluate(() => ({
      visits: localStorage.getItem('visit_count'),
      clicks: (JSON.parse(localStorage.getItem('behavior_data') ?? '[]') as { type: string }[]).filter(
        (e) => e.type === 'click',
      ).length,
    }));
    // One browser session is one visit, however often the page is reloaded.
    expect(stored.visits).toBe('1');
    const response = await ask(page, 'Do you ship to Canada?');
    const sent = response.request().postDataJSON() as AiChatInput;
    expect(sent.behavior).toMatchObject({ quote_requests: 1, return_visits: 1, referral_source: 'direct' });
    expect(sent.behavior!.chat_messages).toBeGreaterThanOrEqual(stored.clicks);
    expect(stored.clicks).toBeGreaterThanOrEqual(3);
  });

  test('blank input is ignored and Clear starts a new conversation', async ({ page }) => {
    const answers = await recordAnswers(page);
    await gotoReady(page, SOCIAL);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/functions/ai-chat')) calls += 1;
    });
    await messageBox(page).fill('   ');
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).press('Enter');
    await expect(entries(page)).toHaveCount(1);

    await ask(page, 'Hi there');
    const first = await nthAnswer(answers, 1);
    expect(calls).toBe(1);
    await expect(entries(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(entries(page)).toHaveCount(1);
    await expect(log(page)).toContainText(DEMO_SOCIAL_STORE.welcomeMessage);
    await expect(messageBox(page)).toHaveValue('');
    await expect(messageBox(page)).toBeFocused();

    const fresh = await ask(page, 'Hello again');
    expect((fresh.request().postDataJSON() as AiChatInput).conversationId ?? null).toBeNull();
    expect((await nthAnswer(answers, 2)).conversationId).not.toBe(first.conversationId);
  });

  test('the message box is capped, with a counter near the cap', async ({ page }) => {
    await gotoReady(page, SHOP);
    await messageBox(page).fill('a'.repeat(100));
    await expect(page.getByText(`100/${CHAT_LIMITS.maxMessageChars}`)).toHaveCount(0);
    await messageBox(page).fill('a'.repeat(CHAT_LIMITS.maxMessageChars + 10));
    await expect(messageBox(page)).toHaveValue('a'.repeat(CHAT_LIMITS.maxMessageChars));
    await expect(
      page.getByText(`${CHAT_LIMITS.maxMessageChars}/${CHAT_LIMITS.maxMessageChars}`),
    ).toBeVisible();
  });

  test('a failed turn shows the error bubble with Retry, and Retry succeeds', async ({ page }) => {
    const answers = await recordAnswers(page);
    await gotoReady(page, SHOP);
    await page.route(
      AI_CHAT,
      (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
      { times: 1 },
    );
    await ask(page, 'Hello, anyone there?');
    await expect(log(page)).toContainText(CHAT_ERRORS.bubble);
    await expect(page.getByRole('alert').filter({ hasText: CHAT_ERRORS.startConversation })).toBeVisible();
    await expect(toastWith(page, CHAT_ERRORS.sendFailedToast)).toContainText(CHAT_ERRORS.sendFailed);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousAxeViolations(page);
    }

    const retried = page.waitForResponse(isChatCall);
    await page.getByRole('button', { name: 'Retry' }).click();
    const retryResponse = await retried;
    expect((retryResponse.request().postDataJSON() as AiChatInput).messages.at(-1)?.content).toBe(
      'Hello, anyone there?',
    );
    const answer = await nthAnswer(answers, 1);
    await expect(log(page)).toContainText(answer.message.slice(0, 60));
    await expect(log(page)).not.toContainText(CHAT_ERRORS.bubble);
    await expect(page.getByText(CHAT_ERRORS.startConversation)).toHaveCount(0);
    await expect(log(page).getByText('Hello, anyone there?')).toHaveCount(1);

    // A later turn that fails reads 'Failed to get AI response'.
    await page.route(AI_CHAT, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }), { times: 1 });
    await ask(page, 'And returns?');
    await expect(page.getByRole('alert').filter({ hasText: CHAT_ERRORS.aiResponse })).toBeVisible();
  });

  test('empty answers, refusals and a broken stream', async ({ page }) => {
    await gotoReady(page, SHOP);
    await page.route(AI_CHAT, (route) => route.fulfill(answerRoute({ message: '' })), { times: 1 });
    await ask(page, 'Hello');
    await expect(page.getByRole('alert').filter({ hasText: CHAT_ERRORS.noResponse })).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.route(
      AI_CHAT,
      (route) =>
        route.fulfill({
          status: 429,
          json: { error: { code: 'RATE_LIMITED', message: CHAT_LIMIT_MESSAGES.tooManyTurns } },
        }),
      { times: 1 },
    );
    await ask(page, 'Hello');
    await expect(page.getByRole('alert').filter({ hasText: CHAT_LIMIT_MESSAGES.tooManyTurns })).toBeVisible();

    // The stream breaks before it starts: the same turn goes again as a JSON call.
    await page.getByRole('button', { name: 'Clear' }).click();
    // Only the stream is broken: the JSON call goes through this handler to the server (a handler
    // that expires after one call can still catch the next request and leave it hanging).
    await page.route(AI_CHAT, (route) =>
      route.request().headers().accept?.includes('text/event-stream')
        ? route.abort('connectionreset')
        : route.fallback(),
    );
    const fallback = page.waitForResponse(isChatCall);
    await messageBox(page).fill('Do you sell hoodies?');
    await messageBox(page).press('Enter');
    const response = await fallback;
    expect(response.request().headers().accept).toContain('application/json');
    const answer = (await response.json()) as AiChatResponse;
    await expect(log(page)).toContainText(answer.message.slice(0, 60));
    await expect(page.getByText(CHAT_ERRORS.bubble)).toHaveCount(0);
  });

  test('an answer held for a team member shows a note; the approved answer arrives on its own', async ({
    page,
  }) => {
    await gotoReady(page, SOCIAL);
    await page.route(AI_CHAT, (route) =>
      route.fulfill(answerRoute({ message: AWAITING_APPROVAL_TEXT, requiresApproval: true })),
    );
    let listened = '';
    await page.route(isEventsUrl, (route) => {
      listened = route.request().url();
      // The same message on every (re)connection: it must still be shown once.
      return route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `retry: 200\nevent: message\nid: a1\ndata: ${JSON.stringify({ id: 'a1', content: 'Yes, we can do that by Friday.', createdAt: new Date().toISOString() })}\n\n`,
      });
    });
    await ask(page, 'Can you deliver by Friday?');
    await expect(log(page)).toContainText(AWAITING_APPROVAL_TEXT);
    await expect(log(page)).toContainText('Yes, we can do that by Friday.');
    const url = new URL(listened);
    expect(url.searchParams.get('conversationId')).toBe(FAKE_META.conversationId);
    expect(url.searchParams.get('token')).toBe(FAKE_META.conversationToken);
    expect(url.searchParams.get('after')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Let the stream reconnect a few times (retry 200 ms), then count.
    await page.waitForRequest((request) => isEventsUrl(request.url()));
    await page.waitForRequest((request) => isEventsUrl(request.url()));
    await expect(log(page).getByText('Yes, we can do that by Friday.')).toHaveCount(1);
  });

  test('a handed-off conversation says a team member will reply, and stays usable', async ({ page }) => {
    await gotoReady(page, SHOP);
    await page.route(AI_CHAT, (route) =>
      route.fulfill(answerRoute({ message: HANDED_OFF_TEXT, handedOff: true, engine: 'none' })),
    );
    await page.route(isEventsUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: ready\ndata: {}\n\n' }),
    );
    await ask(page, 'I want to talk to a person');
    await expect(log(page)).toContainText(HANDED_OFF_TEXT);
    await expect(page.getByTestId('team-reply-note')).toContainText('A team member will reply here');
    await ask(page, 'Thanks, I will wait');
    await expect(log(page)).toContainText('Thanks, I will wait');
    await expect(page.getByTestId('team-reply-note')).toBeVisible();
  });
});

test.describe('the demo stores', () => {
  test('the shop demo answers from its own catalogue and looks up an order with its e-mail', async ({
    page,
  }) => {
    const answers = await recordAnswers(page);
    await gotoReady(page, SHOP);
    await ask(page, 'What do you sell?');
    expect((await nthAnswer(answers, 1)).message).toContain(`${DEMO_SHOP_STORE.name} sells`);
    await ask(page, 'How much is the rain jacket?');
    await expect(log(page)).toContainText('The Harbor Rain Jacket is $129.00.');
    // A store sells at catalogue prices: the wrap shop's quote form does not open.
    await expect(wizard(page)).toHaveCount(0);

    const { orderNumber, email } = DEMO_SHOP_STORE.sampleOrder;
    await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
    await ask(page, `Where is my order ${orderNumber}?`);
    expect((await nthAnswer(answers, 3)).message).toMatch(/e-mail address/);
    await ask(page, email);
    expect((await nthAnswer(answers, 4)).message).toContain(`Order ${orderNumber}`);
    await expect(log(page)).toContainText('has shipped with UPS');
    await expectNoSeriousAxeViolations(page);
  });

  test("the social demo answers the boutique's own questions", async ({ page }) => {
    const answers = await recordAnswers(page);
    await gotoReady(page, SOCIAL);
    const response = await ask(page, 'How much is the linen dress?');
    expect((response.request().postDataJSON() as AiChatInput).workspaceKey).toBe(DEMO_SOCIAL_STORE.publicKey);
    expect((await nthAnswer(answers, 1)).message).toContain('The Aurora Linen Dress is $89.00.');
    await ask(page, 'Are you open on Saturdays?');
    expect((await nthAnswer(answers, 2)).message).toContain('Saturday 9am to 4pm');
    await expect(wizard(page)).toHaveCount(0);
  });
});
