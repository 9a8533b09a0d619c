import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { RECEIPT_PATH, TEST_CHECKOUT_PATH } from '../../../domain/payments';
import { CHAT_EVENTS_RATE_LIMIT } from '../chat';
import { PAYMENT_PAGES_RATE_LIMIT } from '../payments';
import { META_WEBHOOK_PATH, META_WEBHOOK_RATE_LIMIT } from '../social';
import { WIDGET_CONFIG_RATE_LIMIT } from '../widget';
import { RATE_LIMITED_MESSAGE, type RateRule } from './rate-limit.service';

// The public routes that are not named functions count each request per client address too:
// what an anonymous visitor can make the server look up is bounded everywhere.

const { db, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

let address = 0;

/** An app on a still clock, and requests from one address of its own. */
function visitor() {
  const t = buildTestApp({ db, env: { TRUST_PROXY: '1' }, clock: frozenClock() });
  const ip = `198.51.100.${++address}`;
  return (path: string, method = 'GET') =>
    t.request(path, {
      method,
      headers: { 'x-forwarded-for': ip, origin: 'http://localhost:3000' },
    });
}

/** Sends `rule.limit` requests (none refused), then one more (returned). */
async function pastTheLimit(rule: RateRule, send: () => Promise<Response>) {
  for (let i = 0; i < rule.limit; i++) {
    const res = await send();
    expect(res.status, `request ${i + 1}`).not.toBe(429);
    await res.body?.cancel();
  }
  return send();
}

function expectRetryAfter(res: Response, windowSeconds: number) {
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits on public routes besides the named functions', () => {
  it("Meta's webhook: anonymous traffic gets 429 past the limit, before any signature is checked", async () => {
    const send = visitor();
    const refused = await pastTheLimit(META_WEBHOOK_RATE_LIMIT, () =>
      send(`${META_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`),
    );
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, META_WEBHOOK_RATE_LIMIT.windowSeconds);
  });

  it("the chat's event stream: 429 with the message and Retry-After past the limit", async () => {
    const send = visitor();
    const refused = await pastTheLimit(CHAT_EVENTS_RATE_LIMIT, () =>
      send(`/api/chat/events?conversationId=${crypto.randomUUID()}&token=${'x'.repeat(22)}`),
    );
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(RATE_LIMITED_MESSAGE);
    expectRetryAfter(refused, CHAT_EVENTS_RATE_LIMIT.windowSeconds);
  });

  it("the widget's configuration: 429 past the limit, for that address only", async () => {
    const send = visitor();
    const config = () => send('/api/widget/config?workspace=wk_unknownunknownunknown');
    const refused = await pastTheLimit(WIDGET_CONFIG_RATE_LIMIT, config);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, WIDGET_CONFIG_RATE_LIMIT.windowSeconds);
    // Another visitor is not refused.
    const other = await visitor()('/api/widget/config?workspace=wk_unknownunknownunknown');
    expect(other.status).not.toBe(429);
  });

  it('the test checkout and receipts: a page saying so past the limit, shared by all of them', async () => {
    const send = visitor();
    let n = 0;
    // Page views, Pay and Cancel, and receipts all count against one limit.
    const paths: [string, string][] = [
      [`${TEST_CHECKOUT_PATH}/test_cs_unknown`, 'GET'],
      ['/api/payments/test-checkout/test_cs_unknown/pay', 'POST'],
      ['/api/payments/test-checkout/test_cs_unknown/cancel', 'POST'],
      [`${RECEIPT_PATH}/test_cs_unknown`, 'GET'],
    ];
    const refused = await pastTheLimit(PAYMENT_PAGES_RATE_LIMIT, () => {
      const [path, method] = paths[n++ % paths.length]!;
      return send(path, method);
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expectRetryAfter(refused, PAYMENT_PAGES_RATE_LIMIT.windowSeconds);
    const page = await refused.text();
    expect(page).toContain('<h1>Too many requests</h1>');
    expect(page).toContain(RATE_LIMITED_MESSAGE);
  });
});
