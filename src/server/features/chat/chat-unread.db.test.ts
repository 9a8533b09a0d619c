import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { echoEngine } from '../../../../test/helpers/echo-engine';
import { type WidgetConversation, widgetChatKit } from '../../../../test/helpers/widget-chat';
import { CHAT_LIMIT_MESSAGES } from '../../../domain/chat';
import { answerApprovals } from '../../db/schema/index';
import { RATE_LIMITED_MESSAGE } from '../rate-limit';
import { aiChatFunction, CHAT_UNREAD_RATE_LIMIT } from './index';

// POST /api/chat/unread: the launcher on a page where the chat was not opened says how many
// replies wait. "Seen" is the chat's own count of the replies it had on screen; the answer is a
// number only, for the holder of the conversation's token, on its own workspace's widget.

const { db, close } = getTestDb();
afterAll(close);

const t = buildTestApp({
  db,
  functions: [aiChatFunction],
  chatEngine: echoEngine,
  env: {
    TRUST_PROXY: '1',
    CHAT_TURNS_PER_MINUTE_PER_IP: '1000',
    CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000',
  },
});

let address = 0;
let ip = '';
let owner: TestAccount;
let key: string;
let visitor: WidgetConversation;

const { publicKeyOf, setUpAgent, chat, post } = widgetChatKit(t, db, () => ({ ip, key }));

function unread(body: Record<string, unknown>) {
  return post('/api/chat/unread', body);
}

const asked = (seen: number) => ({
  workspaceKey: key,
  conversationId: visitor.conversationId,
  token: visitor.conversationToken,
  seen,
});

async function countAfter(seen: number): Promise<number> {
  const res = await unread(asked(seen));
  expect(res.status).toBe(200);
  return (await res.json()).count;
}

async function teamReply(content: string) {
  const res = await t.request(
    `/api/workspaces/${owner.workspaceId}/conversations/${visitor.conversationId}/replies`,
    { method: 'POST', jar: owner.jar, json: { content } },
  );
  expect(res.status).toBe(201);
}

beforeEach(async () => {
  await resetDatabase(db);
  ip = `198.51.100.${++address}`;
  owner = await signUpAccount(t, db, { email: 'owner@unread.test' });
  await setUpAgent(owner);
  key = await publicKeyOf(owner);
  const first = await chat('Do you wrap boats?', null);
  visitor = { conversationId: first.conversationId, conversationToken: first.conversationToken };
});

describe('replies waiting for a widget visitor', () => {
  it("counts a team member's reply after the ones the visitor saw, and not the joined notice", async () => {
    // The visitor saw the agent's answer: nothing waits.
    expect(await countAfter(1)).toBe(0);
    await teamReply('Hi, Sam here. Yes, we wrap boats.');
    // The notice "a team member joined" is not a reply (the chat shows it as a note).
    expect(await countAfter(1)).toBe(1);
    await teamReply('We can start on Monday.');
    expect(await countAfter(1)).toBe(2);
    // The visitor saw them all (the chat was opened): 0.
    expect(await countAfter(3)).toBe(0);
    // A count the chat kept before a reply it never saw still finds it.
    expect(await countAfter(0)).toBe(3);
  });

  it('counts an approved answer (safe mode), not the draft waiting for approval', async () => {
    await setUpAgent(owner, true);
    const held = await chat('Is there a discount on boat wraps?', visitor);
    expect(held.requiresApproval).toBe(true);
    expect(await countAfter(1)).toBe(0);
    const [approval] = await db.select().from(answerApprovals);
    const decided = await t.request(
      `/api/workspaces/${owner.workspaceId}/approvals/${approval!.id}/decision`,
      { method: 'POST', jar: owner.jar, json: { action: 'approve' } },
    );
    expect(decided.status).toBe(200);
    expect(await countAfter(1)).toBe(1);
    expect(await countAfter(2)).toBe(0);
  });

  it('answers no-store: a count is for now', async () => {
    const res = await unread(asked(0));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ count: 1 });
  });

  it('answers one 404 for a wrong token and an unknown conversation, saying neither', async () => {
    const wrong = await unread({ ...asked(0), token: 'A'.repeat(22) });
    const unknown = await unread({ ...asked(0), conversationId: crypto.randomUUID() });
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()];
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongBody.error.message).toBe(CHAT_LIMIT_MESSAGES.conversationNotFound);
  });

  it("refuses the token on another workspace's widget, and another conversation's token", async () => {
    const other = await signUpAccount(t, db, { email: 'other@unread.test' });
    await setUpAgent(other);
    const otherKey = await publicKeyOf(other);
    expect((await unread({ ...asked(0), workspaceKey: otherKey })).status).toBe(404);
    const ownKey = key;
    key = otherKey;
    const theirs = await chat('Hello from another site', null);
    key = ownKey;
    const crossed = await unread({
      workspaceKey: otherKey,
      conversationId: theirs.conversationId,
      token: visitor.conversationToken,
      seen: 0,
    });
    expect(crossed.status).toBe(404);
  });

  it('requires the token and the seen count: a bad body is refused before anything is read', async () => {
    const { token: _, ...withoutToken } = asked(0);
    expect((await unread(withoutToken)).status).toBe(400);
    const { seen: __, ...withoutSeen } = asked(0);
    expect((await unread(withoutSeen)).status).toBe(400);
    expect((await unread({ ...asked(0), seen: -1 })).status).toBe(400);
    expect((await unread({ ...asked(0), conversation: 'extra' })).status).toBe(400);
  });

  it('counts 0 once the team closed the conversation: the chat would start afresh', async () => {
    await teamReply('Thanks, all done.');
    expect(await countAfter(1)).toBe(1);
    const closed = await t.request(
      `/api/workspaces/${owner.workspaceId}/conversations/${visitor.conversationId}/close`,
      { method: 'POST', jar: owner.jar },
    );
    expect(closed.status).toBe(200);
    expect(await countAfter(1)).toBe(0);
  });

  it('counts requests per client address: 429 with Retry-After past the limit', async () => {
    for (let i = 0; i < CHAT_UNREAD_RATE_LIMIT.limit; i++) {
      const res = await unread({ ...asked(0), token: 'B'.repeat(22) });
      expect(res.status, `request ${i + 1}`).toBe(404);
    }
    const refused = await unread(asked(0));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    ip = `203.0.113.${address}`;
    expect((await unread(asked(0))).status).toBe(200);
  });
});
