import { type BrowserContext, type Cookie, expect, request } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/server/db/seed/demo-accounts';
import { E2E } from './e2e-env';

// Tests that only need a demo account signed in start from its session instead of filling in the
// sign-in page: each UI sign-in cost two page loads in Chromium, most of a browser test's CPU on
// two cores (decision 045). The sign-in form itself is tested in auth.spec.ts and onboarding.spec.ts.
// A worker signs each account in once, through the product's own sign-in route, and gives every
// later test of that worker a copy of the session cookie.

const sessions = new Map<DemoAccount['role'], Promise<Cookie[]>>();

async function signInThroughApi(role: DemoAccount['role']): Promise<Cookie[]> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const api = await request.newContext();
  try {
    const response = await api.post(`${E2E.dashboardUrl}/api/auth/sign-in/email`, {
      headers: { origin: E2E.dashboardUrl },
      data: { email: account.email, password: account.password },
    });
    expect(response.status(), `signing the demo ${role} in`).toBe(200);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/** Gives `context` the session of the demo account with this role, as after signing in. */
export async function useDemoSession(context: BrowserContext, role: DemoAccount['role']): Promise<void> {
  let cookies = sessions.get(role);
  if (!cookies) {
    cookies = signInThroughApi(role);
    // A failed sign-in is not kept: the next test tries again and names the failure itself.
    cookies.catch(() => sessions.delete(role));
    sessions.set(role, cookies);
  }
  await context.addCookies(await cookies);
}
