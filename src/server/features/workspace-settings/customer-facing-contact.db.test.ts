import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AutomationApp,
  SEEDED_BUSINESS,
  seedConversation,
  seedQuote,
  startAutomationApp,
} from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { BRANDS } from '../../../domain/brands';
import { emailOutbox } from '../../db/schema/email-outbox';
import { checkoutSessions } from '../../db/schema/payments';
import { workspaces } from '../../db/schema/workspaces';
import { seedReferenceData } from '../../db/seed/seed';
import { runAbandonedChatCheck, runQuoteReminder, runUpsellOffer } from '../automations';
import { handOffConversation } from '../chat';
import { payTestCheckout } from '../payments';
import { sendQuoteEmail } from '../quotes';

// Every e-mail and page a workspace's customers see, walked for a configured business: its real
// phone number is there, and no placeholder (the brand data's `{phone}` and example.com
// addresses) ever is. A business that has not set its phone gets no phone line at all.

const { db, close } = getTestDb();
let t: AutomationApp;
beforeAll(async () => {
  t = await startAutomationApp(db);
});
afterAll(async () => {
  await t.stop();
  await close();
});
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date() });
});

const PLACEHOLDERS = [
  '{phone}',
  'hello@example.com',
  'support@example.com',
  ...Object.values(BRANDS)
    .flatMap((brand) => [brand.supportEmail, brand.email, brand.email_config.reply_to])
    .filter((value): value is string => Boolean(value)),
];
const CHAT = [
  'Hi, do you wrap boats?',
  'We do! What size is it?',
  'About 20 feet, my email is jo@cornerwraps-customer.test',
];

/** Every customer-facing text a business's customer can receive or open, for one quote. */
async function everythingTheCustomerSees(contact: Record<string, string>) {
  const { quote, customer, workspaceId } = await seedQuote(db);
  await db.update(workspaces).set({ settings: { contact } }).where(eq(workspaces.id, workspaceId));

  await sendQuoteEmail(t.deps, { quoteId: quote.id });
  expect(await runQuoteReminder(t.deps, { quoteId: quote.id })).toEqual({ send: true });
  const [checkoutId] = (await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'quote')))
    .map((m) => /\/pay\/([0-9a-f-]{36})/.exec(m.textBody)?.[1])
    .filter(Boolean);
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId!));
  expect(await payTestCheckout(t.deps, checkout!.providerSessionId)).toEqual({
    redirect: expect.stringContaining('/payment-success'),
  });
  expect(await runUpsellOffer(t.deps, { quoteId: quote.id })).toEqual({ send: true });
  const conversation = await seedConversation(db, {
    workspaceId,
    customerId: customer.id,
    contents: CHAT,
    minutesAgo: 31,
  });
  expect(await runAbandonedChatCheck(t.deps, { conversationId: conversation.id })).toEqual({ send: true });

  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email!));
  expect(mails.map((m) => m.kind).sort()).toEqual([
    'automation_abandoned_chat',
    'automation_quote_reminder',
    'automation_upsell_offer',
    'quote',
    'quote_receipt',
  ]);
  const receipt = await t.request(`/receipt/${checkout!.providerSessionId}`);
  expect(receipt.status).toBe(200);
  const texts = mails.flatMap((m) => [
    m.subject,
    m.textBody,
    m.htmlBody ?? '',
    m.replyTo ?? '',
    m.fromAddress,
  ]);
  return { texts: [...texts, await receipt.text()], mails };
}

describe('what a configured business’s customers see', () => {
  it('carries its real phone and details in every e-mail and on the receipt, and no placeholder', async () => {
    const { texts, mails } = await everythingTheCustomerSees({
      ...SEEDED_BUSINESS.contact,
      address: '12 Main Street, Springfield',
      hours: 'Mon–Fri 8am–5pm',
    });
    for (const text of texts) {
      for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);
      expect(text).not.toContain('WePrintWraps');
    }
    for (const mail of mails) {
      expect(mail.textBody).toContain(`Phone: ${SEEDED_BUSINESS.contact.phone}`);
      expect(mail.textBody).toContain('Address: 12 Main Street, Springfield');
      expect(mail.textBody).toContain('Hours: Mon–Fri 8am–5pm');
      // The receipt e-mail is plain text only; the others carry the line in their HTML too.
      if (mail.kind === 'quote_receipt') expect(mail.htmlBody).toBeNull();
      else expect(mail.htmlBody).toContain('Phone: +1 (555) 010-2030');
      expect(mail.fromAddress).toBe(`"${SEEDED_BUSINESS.name}" <no-reply@mail.example.com>`);
      expect(mail.replyTo).toBe(SEEDED_BUSINESS.contact.email);
    }
    expect(texts.at(-1)).toContain('Phone: +1 (555) 010-2030');
    expect(texts.at(-1)).toContain(SEEDED_BUSINESS.name);
  });

  it('leaves the phone line out when the business has set no phone, and never fills it in', async () => {
    const { texts, mails } = await everythingTheCustomerSees({ email: SEEDED_BUSINESS.contact.email });
    for (const text of texts) {
      for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);
      expect(text).not.toMatch(/Phone:|call /i);
    }
    for (const mail of mails) expect(mail.textBody).toContain(`E-mail: ${SEEDED_BUSINESS.contact.email}`);
  });

  it("hands a conversation without members to the business's own address, never to a placeholder", async () => {
    const handOff = async (contact: Record<string, string>) => {
      const { workspaceId } = await seedQuote(db);
      await db.update(workspaces).set({ settings: { contact } }).where(eq(workspaces.id, workspaceId));
      const conversation = await seedConversation(db, {
        workspaceId,
        customerId: null,
        contents: CHAT,
        minutesAgo: 1,
      });
      await handOffConversation(
        {
          db,
          clock: () => new Date(),
          outbox: t.deps.outbox,
          dashboardUrl: t.env.dashboardUrl,
          brands: t.env.brands,
        },
        { workspaceId, brandKey: 'weprintwraps', conversationId: conversation.id, reason: 'human_request' },
      );
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'chat_handoff'));
      await db.delete(emailOutbox);
      return mails.map((m) => m.toAddress);
    };
    expect(await handOff({ email: SEEDED_BUSINESS.contact.email })).toEqual([SEEDED_BUSINESS.contact.email]);
    // Nobody to tell by e-mail: the handoff stays in the dashboard only.
    expect(await handOff({ phone: SEEDED_BUSINESS.contact.phone })).toEqual([]);
  });
});
