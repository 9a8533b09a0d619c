import { randomBytes } from 'node:crypto';
import type { GhlFake } from '../fakes/ghl-fake';
import type { TestAccount } from './accounts';
import type { TestApp } from './app';

/** The app's settings for a GoHighLevel connection to the fake, with a token key of its own. */
export function crmTestEnv(fake: GhlFake) {
  return { ...fake.appEnv, TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
}

/**
 * Connects the account's workspace as the popup would: the fake's authorize page approves at once
 * and redirects back to our callback. Throws unless the callback answers 200.
 */
export async function connectCrm(t: TestApp, account: TestAccount): Promise<void> {
  const started = await t.request(`/api/workspaces/${account.workspaceId}/crm/connect`, {
    method: 'POST',
    jar: account.jar,
    json: {},
  });
  const { authorization_url } = (await started.json()) as { authorization_url: string };
  const approved = await fetch(authorization_url, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  const done = await t.request(`${back.pathname}${back.search}`, { jar: account.jar });
  if (done.status !== 200) throw new Error(`connecting the CRM answered ${done.status}`);
}
