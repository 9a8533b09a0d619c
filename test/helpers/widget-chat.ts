import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { workspaces } from '../../src/server/db/schema/index';
import type { TestAccount } from './accounts';
import type { buildTestApp } from './app';
import type { getTestDb } from './db';

type TestApp = ReturnType<typeof buildTestApp>;
type TestDb = ReturnType<typeof getTestDb>['db'];
export type WidgetConversation = { conversationId: string; conversationToken: string };

/**
 * A visitor of a workspace's widget in DB tests of the chat's public routes: the workspace's key,
 * a shop agent set up by its owner, and the visitor's requests from their own address on the
 * widget's origin. `visitor()` is read at each call, since tests change the address and the key.
 */
export function widgetChatKit(t: TestApp, db: TestDb, visitor: () => { ip: string; key: string }) {
  /** A POST of the widget's from the visitor's address. */
  const post = (path: string, body: Record<string, unknown>) =>
    t.request(path, {
      method: 'POST',
      headers: { 'x-forwarded-for': visitor().ip, origin: 'http://localhost:3000' },
      json: body,
    });

  return {
    post,
    async publicKeyOf(account: TestAccount): Promise<string> {
      const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, account.workspaceId));
      return workspace!.publicKey;
    },
    /** The owner's shop agent, "Ace Shop"; in safe mode with approval when asked. */
    async setUpAgent(account: TestAccount, safe = false) {
      const res = await t.request(`/api/workspaces/${account.workspaceId}/agents`, {
        method: 'PUT',
        jar: account.jar,
        json: {
          agents: [
            {
              agentType: 'shop',
              agentName: 'Ace Shop',
              ...(safe ? { operationMode: 'safe', requireApproval: true } : {}),
            },
          ],
          tone: 'professional',
        },
      });
      expect(res.status).toBe(200);
    },
    /** One chat turn of the visitor's, starting a conversation when given none. */
    async chat(content: string, conversation: WidgetConversation | null) {
      const res = await post('/api/functions/ai-chat', {
        agentType: 'shop',
        workspaceKey: visitor().key,
        messages: [{ role: 'user', content }],
        conversationId: conversation?.conversationId ?? null,
        conversationToken: conversation?.conversationToken ?? null,
      });
      expect(res.status).toBe(200);
      return res.json();
    },
  };
}
