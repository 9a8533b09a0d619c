import { type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E } from './e2e-env';
import { uniqueEmail } from './mailbox';

const origin = { origin: E2E.dashboardUrl };

export interface E2EOwner {
  email: string;
  workspaceId: string;
  /** The widget key visitors' chats carry. */
  publicKey: string;
}

/**
 * A new account with its workspace and one agent (a shop agent unless asked; safe mode when asked), made through the
 * product's own routes in `context`, which then holds the owner's session cookie.
 */
export async function setUpOwner(
  context: BrowserContext,
  options: { prefix: string; agentName: string; safeMode?: boolean; agentType?: 'shop' | 'social' | 'quote' },
): Promise<E2EOwner> {
  const email = uniqueEmail(options.prefix);
  const api = context.request;
  const signUp = await api.post(`${E2E.dashboardUrl}/api/auth/sign-up/email`, {
    headers: origin,
    data: { email, password: 'long-enough-1', name: options.prefix },
  });
  expect(signUp.status()).toBe(200);
  const me = await (await api.get(`${E2E.dashboardUrl}/api/me`)).json();
  const workspaceId: string = me.workspaces[0].id;
  const agents = await api.put(`${E2E.dashboardUrl}/api/workspaces/${workspaceId}/agents`, {
    headers: origin,
    data: {
      agents: [
        {
          agentType: options.agentType ?? 'shop',
          agentName: options.agentName,
          operationMode: options.safeMode ? 'safe' : 'live',
          requireApproval: Boolean(options.safeMode),
        },
      ],
      tone: 'casual',
    },
  });
  expect(agents.status()).toBe(200);
  const settings = await (await api.get(`${E2E.dashboardUrl}/api/workspaces/${workspaceId}/settings`)).json();
  return { email, workspaceId, publicKey: settings.publicKey };
}

export const visitorLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/**
 * Opens the workspace's chat as its widget frame shows it, sends a first message and resolves
 * with the conversation's id once the chat listens for messages from outside its turns.
 */
export async function startVisitorChat(page: Page, publicKey: string, text: string): Promise<string> {
  await page.goto(`${E2E.mainUrl}/embed/chat?workspace=${publicKey}`);
  const box = page.getByRole('textbox', { name: /^Message / });
  await expect(box).toBeEnabled();
  const listening = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/chat/events');
  await box.fill(text);
  await box.press('Enter');
  const url = new URL((await listening).url());
  return url.searchParams.get('conversationId')!;
}
