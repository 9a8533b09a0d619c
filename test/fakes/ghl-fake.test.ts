import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGhlClient, GhlApiError } from '../../src/server/integrations/gohighlevel/ghl-client';
import { type GhlFake, startGhlFake } from './ghl-fake';

let fake: GhlFake;
beforeAll(async () => {
  fake = await startGhlFake();
});
afterAll(() => fake.close());

const client = () =>
  createGhlClient({ apiBase: fake.apiBase, clientId: fake.clientId, clientSecret: fake.clientSecret });
const redirectUri = 'http://localhost:3001/api/crm/oauth/callback';

async function authorize() {
  const url = new URL(fake.authorizeUrl);
  url.searchParams.set('client_id', fake.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', 's1');
  const res = await fetch(url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('s1');
  return client().exchangeCode({ code: back.searchParams.get('code')!, redirectUri });
}

async function refusal(promise: Promise<unknown>): Promise<GhlApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GhlApiError);
  return error as GhlApiError;
}

describe('the GoHighLevel client against the loopback fake', () => {
  it('exchanges a code once, for tokens of the chosen location', async () => {
    const tokens = await authorize();
    expect(tokens).toMatchObject({ locationId: fake.locationId, expires_in: 86399 });
    expect(tokens.scope).toContain('contacts.write');
  });

  it('rotates refresh tokens: the old one is refused after a refresh', async () => {
    const first = await authorize();
    const second = await client().refreshToken(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const error = await refusal(client().refreshToken(first.refresh_token));
    expect(error.isRefusal).toBe(true);
  });

  it('sends the v2 Version header, and a dead token gets 401', async () => {
    const tokens = await authorize();
    const pipelines = await client().listPipelines(tokens.access_token, fake.locationId);
    expect(pipelines[0]!.stages.length).toBeGreaterThan(0);
    expect(fake.requests.at(-1)!.headers.version).toBe('2021-07-28');
    fake.expireAccessTokens();
    expect((await refusal(client().listPipelines(tokens.access_token, fake.locationId))).status).toBe(401);
  });

  it('upserts a contact by e-mail without duplicating it', async () => {
    const tokens = await authorize();
    const contact = { locationId: fake.locationId, email: 'ann@example.com', name: 'Ann' };
    const first = await client().upsertContact(tokens.access_token, contact);
    const again = await client().upsertContact(tokens.access_token, { ...contact, phone: '+15550100' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
  });

  it('answers 429 with the rate-limit headers when told to; the client reads the wait', async () => {
    const tokens = await authorize();
    fake.rateLimitNext(1);
    const error = await refusal(client().listPipelines(tokens.access_token, fake.locationId));
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(10_000);
  });
});
