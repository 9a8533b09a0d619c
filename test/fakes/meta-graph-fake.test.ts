import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMetaGraphClient, MetaGraphError } from '../../src/server/integrations/meta/meta-graph-client';
import { metaSignatureProblem } from '../../src/server/integrations/meta/meta-signature';
import { parseMetaWebhook } from '../../src/server/integrations/meta/meta-webhook';
import { type MetaGraphFake, startMetaGraphFake } from './meta-graph-fake';

let fake: MetaGraphFake;
beforeAll(async () => {
  fake = await startMetaGraphFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = () => createMetaGraphClient({ apiBase: fake.apiBase, appSecret: fake.appSecret });

async function refusal(promise: Promise<unknown>): Promise<MetaGraphError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MetaGraphError);
  return error as MetaGraphError;
}

describe('the Graph client against the loopback fake', () => {
  it('reads the Page and its linked Instagram account with the Page token', async () => {
    const page = await client().readPage(fake.page.id, fake.page.token);
    expect(page).toMatchObject({
      id: fake.page.id,
      name: 'Wrap Studio',
      instagram_business_account: { id: fake.page.instagram!.id, username: 'wrapstudio' },
    });
  });

  it("looks a customer's name up: Messenger's first and last name, Instagram's name and username", async () => {
    fake.setProfile('psid-1', { first_name: 'Dana', last_name: 'Reyes' });
    fake.setProfile('igsid-1', { name: 'Kim Lo', username: 'kimlo' });
    const base = { pageToken: fake.page.token, timeoutMs: 5_000 };
    expect(
      await client().readCustomerProfile({ ...base, platform: 'messenger', customerId: 'psid-1' }),
    ).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      name: null,
      username: null,
    });
    expect(
      await client().readCustomerProfile({ ...base, platform: 'instagram', customerId: 'igsid-1' }),
    ).toEqual({
      firstName: null,
      lastName: null,
      name: 'Kim Lo',
      username: 'kimlo',
    });
    expect(fake.profileLookups).toEqual(['psid-1', 'igsid-1']);
  });

  it('refuses a profile lookup as Graph does, and a held one is cut off by the time-out', async () => {
    fake.setProfile('psid-1', { first_name: 'Dana' });
    const base = { pageToken: fake.page.token, platform: 'messenger' as const, customerId: 'psid-1' };
    fake.refuseProfiles();
    const refused = await refusal(client().readCustomerProfile({ ...base, timeoutMs: 5_000 }));
    expect([refused.status, refused.code]).toEqual([400, 100]);
    const igRefused = await refusal(
      client().readCustomerProfile({
        ...base,
        platform: 'instagram',
        customerId: 'igsid-1',
        timeoutMs: 5_000,
      }),
    );
    expect(igRefused.code).toBe(230);
    fake.reset();
    fake.setProfile('psid-1', { first_name: 'Dana' });
    const release = fake.holdProfiles();
    const slow = await refusal(client().readCustomerProfile({ ...base, timeoutMs: 100 }));
    release();
    expect(slow.status).toBe(0);
  });

  it('refuses sends with the error it is told to answer', async () => {
    fake.refuseSends({
      status: 400,
      code: 551,
      message: '(#551) This person isn\u2019t available right now.',
    });
    const error = await refusal(
      client().sendText({
        pageId: fake.page.id,
        pageToken: fake.page.token,
        platform: 'messenger',
        recipientId: 'psid-1',
        text: 'Hello',
        metadata: 'agent-reply:1',
      }),
    );
    expect([error.status, error.code]).toEqual([400, 551]);
    expect(fake.sent).toEqual([]);
  });

  it('refuses a wrong token with code 190', async () => {
    const error = await refusal(client().readPage(fake.page.id, 'EAAnot-a-token'));
    expect(error.status).toBe(400);
    expect(error.isInvalidToken).toBe(true);
  });

  it('sends a RESPONSE message and records it; both send paths answer a message_id', async () => {
    const messenger = await client().sendText({
      pageId: fake.page.id,
      pageToken: fake.page.token,
      platform: 'messenger',
      recipientId: 'psid-1',
      text: 'Hello there',
      metadata: 'agent-reply:1',
    });
    const instagram = await client().sendText({
      pageId: fake.page.id,
      pageToken: fake.page.token,
      platform: 'instagram',
      recipientId: 'igsid-1',
      text: 'Hi on Instagram',
      metadata: 'agent-reply:2',
    });
    expect(fake.sent.map((s) => [s.path, s.recipientId, s.messagingType, s.text, s.metadata])).toEqual([
      [`/v25.0/${fake.page.id}/messages`, 'psid-1', 'RESPONSE', 'Hello there', 'agent-reply:1'],
      ['/v25.0/me/messages', 'igsid-1', 'RESPONSE', 'Hi on Instagram', 'agent-reply:2'],
    ]);
    expect(messenger.messageId).toBe(fake.sent[0]!.messageId);
    expect(instagram.messageId).toBe(fake.sent[1]!.messageId);
  });

  it('answers 190 to a send once the token is revoked, and records nothing', async () => {
    fake.revokeToken(fake.page.id);
    const error = await refusal(
      client().sendText({
        pageId: fake.page.id,
        pageToken: fake.page.token,
        platform: 'messenger',
        recipientId: 'psid-1',
        text: 'Hello',
        metadata: 'x',
      }),
    );
    expect(error.code).toBe(190);
    expect(fake.sent).toEqual([]);
  });
});

describe("the fake's webhooks", () => {
  it('signs bodies so that our check accepts them, and only with the app secret', () => {
    const { body, headers } = fake.signed(fake.messageWebhook([{ customerId: 'psid-9', text: 'hi' }]));
    const rawBody = new TextEncoder().encode(body);
    expect(
      metaSignatureProblem({ rawBody, header: headers['x-hub-signature-256'], appSecret: fake.appSecret }),
    ).toBe(null);
    const other = fake.signed(JSON.parse(body), 'another-secret');
    expect(
      metaSignatureProblem({
        rawBody,
        header: other.headers['x-hub-signature-256'],
        appSecret: fake.appSecret,
      }),
    ).toBe('invalid');
  });

  it('builds message and echo bodies our parser reads', () => {
    const dm = parseMetaWebhook(fake.messageWebhook([{ customerId: 'psid-9', text: 'hi', mid: 'm1' }]));
    expect(dm?.events).toMatchObject([
      { kind: 'message', customerId: 'psid-9', accountId: fake.page.id, mid: 'm1' },
    ]);
    const echo = parseMetaWebhook(
      fake.echoWebhook({ customerId: 'psid-9', text: 'from the page', mid: 'm2' }),
    );
    expect(echo?.events).toMatchObject([{ kind: 'echo', customerId: 'psid-9', text: 'from the page' }]);
  });
});
