import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import {
  type AutomationApp,
  startAutomationApp,
  waitingJobs,
} from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { conversations, customers, emailOutbox, messages } from '../../db/schema/index';
import { buildConversation, buildCustomer, buildMessage } from '../../db/seed/factories';
import { INBOX_REPLY_EMAIL_KIND } from './inbox.repository';
import { inboxReplyEmailJob, sendUnseenReplies } from './inbox-reply-email';

// A team member's reply to a visitor who left the chat: armed with the reply, e-mailed once when
// the visitor has not answered it in the chat, with only the replies they have not seen.

const { db, close } = getTestDb();
let t: AutomationApp;
beforeAll(async () => {
  t = await startAutomationApp(db, { env: { INBOX_REPLY_EMAIL_SECONDS: '300' } });
});
afterAll(async () => {
  await t.stop();
  await close();
});

let owner: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@reply.test', verified: true });
});

async function conversationWith(customer: Partial<typeof customers.$inferInsert>) {
  const workspaceId = owner.workspaceId;
  const person = buildCustomer({ workspaceId, name: 'Sam Lee', ...customer });
  await db.insert(customers).values(person);
  const conversation = buildConversation({ workspaceId, customerId: person.id, handoffAt: new Date() });
  await db.insert(conversations).values(conversation);
  await say(conversation.id!, 'user', 'Can I talk to a person about a sign?', new Date(Date.now() - 60_000));
  return conversation.id!;
}

async function say(conversationId: string, sender: 'user' | 'agent', content: string, at = new Date()) {
  await db.insert(messages).values(
    buildMessage({
      workspaceId: owner.workspaceId,
      conversationId,
      sender,
      content,
      createdAt: at,
      metadata:
        sender === 'agent'
          ? { agent_type: 'general', author: 'person', author_name: 'Dana' }
          : { agent_type: 'general' },
    }),
  );
}

const replyMails = (to: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, INBOX_REPLY_EMAIL_KIND), eq(emailOutbox.toAddress, to)))
    .orderBy(emailOutbox.createdAt);

const send = (conversationId: string) => sendUnseenReplies(t.deps, { conversationId });

describe('a team reply to a visitor who left the chat', () => {
  it('is armed by the reply, for the delay after it, once per conversation', async () => {
    const conversationId = await conversationWith({ email: 'sam@mail.test' });
    for (const content of ['Hi Sam, Dana here.', 'We can do that sign next week.']) {
      const res = await t.request(
        `/api/workspaces/${owner.workspaceId}/conversations/${conversationId}/replies`,
        {
          method: 'POST',
          jar: owner.jar,
          json: { content },
        },
      );
      expect(res.status).toBe(201);
    }
    const waiting = await waitingJobs(db, inboxReplyEmailJob.name);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ data: { conversationId }, singletonKey: conversationId });
    expect(waiting[0]!.inSeconds).toBeGreaterThan(240);
  });

  it('is e-mailed by the job when it falls due', async () => {
    const prompt = await startAutomationApp(db, { env: { INBOX_REPLY_EMAIL_SECONDS: '1' } });
    try {
      const conversationId = await conversationWith({ email: 'due@mail.test' });
      const res = await prompt.request(
        `/api/workspaces/${owner.workspaceId}/conversations/${conversationId}/replies`,
        { method: 'POST', jar: owner.jar, json: { content: 'Hi, Dana here: yes we can.' } },
      );
      expect(res.status).toBe(201);
      await expect
        .poll(async () => (await replyMails('due@mail.test')).map((m) => m.textBody.includes('yes we can')), {
          timeout: 30_000,
        })
        .toEqual([true]);
    } finally {
      await prompt.stop();
    }
  });

  it('e-mails the replies the visitor has not answered, once, and a later reply on its own', async () => {
    const conversationId = await conversationWith({ email: 'sam@mail.test' });
    await say(conversationId, 'agent', 'Hi Sam, Dana here.', new Date(Date.now() - 30_000));
    await say(conversationId, 'agent', 'We can do that sign next week.', new Date(Date.now() - 20_000));
    expect(await send(conversationId)).toEqual({ send: true, to: 'sam@mail.test' });
    // A job delivered twice sends nothing twice.
    expect(await send(conversationId)).toEqual({ send: false, reason: 'nothing_unseen' });
    const [first, ...others] = await replyMails('sam@mail.test');
    expect(others).toEqual([]);
    expect(first!.textBody).toContain('Hi Sam');
    expect(first!.textBody).toContain('Dana: Hi Sam, Dana here.');
    expect(first!.textBody).toContain('Dana: We can do that sign next week.');
    expect(first!.subject).toContain('replied to your message');

    await say(conversationId, 'agent', 'Thursday works for the install.');
    expect(await send(conversationId)).toMatchObject({ send: true });
    const second = (await replyMails('sam@mail.test'))[1]!;
    expect(second.textBody).toContain('Dana: Thursday works for the install.');
    expect(second.textBody).not.toContain('next week');
  });

  it('sends nothing when the visitor answered in the chat, gave no address, or opted out', async () => {
    const answered = await conversationWith({ email: 'answered@mail.test' });
    await say(answered, 'agent', 'Hi, Dana here.', new Date(Date.now() - 30_000));
    await say(answered, 'user', 'Great, thanks!', new Date(Date.now() - 10_000));
    expect(await send(answered)).toEqual({ send: false, reason: 'nothing_unseen' });

    const noAddress = await conversationWith({ email: null });
    await say(noAddress, 'agent', 'Hi, Dana here.');
    expect(await send(noAddress)).toEqual({ send: false, reason: 'no_address' });

    const optedOut = await conversationWith({ email: 'out@mail.test', doNotContact: true });
    await say(optedOut, 'agent', 'Hi, Dana here.');
    expect(await send(optedOut)).toEqual({ send: false, reason: 'do_not_contact' });

    // The address typed into the chat (unverified) is where the visitor asked mail to go.
    const typed = await conversationWith({ email: null, unverifiedEmail: 'typed@mail.test' });
    await say(typed, 'agent', 'Hi, Dana here.');
    expect(await send(typed)).toEqual({ send: true, to: 'typed@mail.test' });
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.kind, INBOX_REPLY_EMAIL_KIND)),
    ).toHaveLength(1);
  });
});
