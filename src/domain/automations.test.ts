import { describe, expect, it } from 'vitest';
import {
  ABANDONED_CHAT_MIN_MESSAGES,
  type AbandonedChatFacts,
  AUTOMATION_DEFAULT_DELAY_SECONDS,
  AUTOMATIONS,
  automationIsOn,
  automationTrigger,
  decideAbandonedChat,
  decideExpiredQuoteRecovery,
  decideQuoteReminder,
  decideUpsellOffer,
  type ExpiredQuoteFacts,
  followUpsAllowed,
  formatDelay,
  hasQuoteIntent,
  mustArmAbandonedChatCheck,
  type QuoteFollowUpFacts,
  quoteHasLapsed,
  secondsUntil,
} from './automations';

const quote = (overrides: Partial<QuoteFollowUpFacts> = {}): QuoteFollowUpFacts => ({
  status: 'pending',
  paid: false,
  customerEmail: 'jo@example.com',
  alreadySent: false,
  sequencesOn: true,
  doNotContact: false,
  ...overrides,
});

describe('follow-up delays', () => {
  it('are the spec timers: reminder 2 hours, upsell 24 hours, abandoned chat 30 minutes, 3 messages', () => {
    expect(AUTOMATION_DEFAULT_DELAY_SECONDS).toEqual({
      quoteReminder: 7200,
      upsellOffer: 86_400,
      abandonedChat: 1800,
    });
    expect(ABANDONED_CHAT_MIN_MESSAGES).toBe(3);
  });
});

describe('decideQuoteReminder', () => {
  it('sends for a quote still pending, unpaid, with a customer e-mail', () => {
    expect(decideQuoteReminder(quote())).toEqual({ send: true });
  });

  it.each([
    [null, 'missing'],
    [quote({ alreadySent: true }), 'already_sent'],
    [quote({ paid: true }), 'paid'],
    [quote({ status: 'approved' }), 'not_pending'],
    [quote({ status: 'sent' }), 'not_pending'],
    [quote({ status: 'rejected' }), 'not_pending'],
    [quote({ customerEmail: null }), 'no_email'],
    [quote({ customerEmail: '  ' }), 'no_email'],
  ] as const)('does not send for %j (%s)', (facts, reason) => {
    expect(decideQuoteReminder(facts)).toEqual({ send: false, reason });
  });

  it('holds back a due reminder while e-mail sequences are switched off', () => {
    expect(decideQuoteReminder(quote({ sequencesOn: false }))).toEqual({
      send: false,
      reason: 'switched_off',
    });
  });

  it('holds back a due reminder to a customer who opted out, before the switch, and only when due', () => {
    expect(decideQuoteReminder(quote({ doNotContact: true }))).toEqual({
      send: false,
      reason: 'do_not_contact',
    });
    expect(decideQuoteReminder(quote({ doNotContact: true, sequencesOn: false }))).toEqual({
      send: false,
      reason: 'do_not_contact',
    });
    expect(decideQuoteReminder(quote({ doNotContact: true, paid: true }))).toEqual({
      send: false,
      reason: 'paid',
    });
    expect(decideUpsellOffer(quote({ status: 'approved', doNotContact: true }))).toEqual({
      send: false,
      reason: 'do_not_contact',
    });
  });

  it('names the real reason, not the switch, for a reminder that was not due anyway', () => {
    expect(decideQuoteReminder(quote({ sequencesOn: false, paid: true }))).toEqual({
      send: false,
      reason: 'paid',
    });
  });

  it('names a paid quote as paid even while its status still reads pending', () => {
    expect(decideQuoteReminder(quote({ status: 'pending', paid: true }))).toEqual({
      send: false,
      reason: 'paid',
    });
  });
});

describe('decideUpsellOffer', () => {
  it.each(['approved', 'paid'])('sends for a quote that is %s', (status) => {
    expect(decideUpsellOffer(quote({ status, paid: true }))).toEqual({ send: true });
  });

  it.each([
    [null, 'missing'],
    [quote({ status: 'approved', alreadySent: true }), 'already_sent'],
    [quote({ status: 'pending' }), 'not_approved'],
    [quote({ status: 'rejected' }), 'not_approved'],
    [quote({ status: 'expired' }), 'not_approved'],
    [quote({ status: 'approved', customerEmail: null }), 'no_email'],
  ] as const)('does not send for %j (%s)', (facts, reason) => {
    expect(decideUpsellOffer(facts)).toEqual({ send: false, reason });
  });

  it('holds back a due offer while e-mail sequences are switched off', () => {
    expect(decideUpsellOffer(quote({ status: 'approved', sequencesOn: false }))).toEqual({
      send: false,
      reason: 'switched_off',
    });
  });
});

describe('hasQuoteIntent', () => {
  it('finds a price keyword in any visitor message, not only the latest three', () => {
    expect(hasQuoteIntent(['How much is a van wrap?', 'ok', 'thanks', 'bye'])).toBe(true);
    expect(hasQuoteIntent(['Can I get a quotation?'])).toBe(true);
  });

  it('ignores words that merely contain a keyword', () => {
    expect(hasQuoteIntent(['I feel the design should be bold', 'Can you generate a logo?'])).toBe(false);
    expect(hasQuoteIntent([])).toBe(false);
  });
});

describe('decideAbandonedChat', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const delaySeconds = 1800;
  const chat = (overrides: Partial<AbandonedChatFacts> = {}): AbandonedChatFacts => ({
    status: 'active',
    messageCount: 4,
    lastMessageAt: new Date(now.getTime() - delaySeconds * 1000),
    visitorMessages: ['Hi, do you wrap boats?', 'My email is jo@example.com'],
    hasQuote: false,
    customerEmail: 'jo@example.com',
    alreadySent: false,
    handedOff: false,
    sequencesOn: true,
    doNotContact: false,
    ...overrides,
  });
  const decide = (facts: AbandonedChatFacts | null) => decideAbandonedChat(facts, { now, delaySeconds });

  it('sends exactly when the delay has passed since the last message', () => {
    expect(decide(chat())).toEqual({ send: true });
    expect(decide(chat({ lastMessageAt: new Date(now.getTime() - 3 * 3600_000) }))).toEqual({ send: true });
  });

  it('waits for the rest of the delay when a newer message arrived', () => {
    const lastMessageAt = new Date(now.getTime() - 10 * 60_000);
    expect(decide(chat({ lastMessageAt }))).toEqual({
      send: false,
      reason: 'newer_message',
      retryInSeconds: 20 * 60,
    });
    // A fraction of a second still left rounds up: never fire early.
    expect(decide(chat({ lastMessageAt: new Date(now.getTime() - delaySeconds * 1000 + 1) }))).toMatchObject({
      reason: 'newer_message',
      retryInSeconds: 1,
    });
  });

  it.each([
    [null, 'missing'],
    [chat({ alreadySent: true }), 'already_sent'],
    [chat({ status: 'quoted' }), 'not_active'],
    [chat({ status: 'closed' }), 'not_active'],
    [chat({ hasQuote: true }), 'has_quote'],
    // Waiting for (or talking with) a person: not interrupted, and the team's reply is e-mailed.
    [chat({ handedOff: true }), 'handed_off'],
    [chat({ handedOff: true, lastMessageAt: now }), 'handed_off'],
    [chat({ messageCount: 2 }), 'too_few_messages'],
    [chat({ visitorMessages: ['hello', 'What would it cost?'] }), 'quote_intent'],
    [chat({ customerEmail: null }), 'no_email'],
  ] as const)('does not send for %j (%s)', (facts, reason) => {
    expect(decide(facts)).toEqual({ send: false, reason });
  });

  it('holds back a due e-mail while e-mail sequences are switched off, but still waits for newer messages', () => {
    expect(decide(chat({ sequencesOn: false }))).toEqual({ send: false, reason: 'switched_off' });
    const lastMessageAt = new Date(now.getTime() - 60_000);
    expect(decide(chat({ sequencesOn: false, lastMessageAt }))).toMatchObject({ reason: 'newer_message' });
    expect(decide(chat({ sequencesOn: false, customerEmail: null }))).toEqual({
      send: false,
      reason: 'no_email',
    });
  });

  it('sends with exactly the minimum of 3 messages', () => {
    expect(decide(chat({ messageCount: 3 }))).toEqual({ send: true });
  });

  it('ends for good on what no new message changes, before waiting', () => {
    const recent = new Date(now.getTime() - 60_000);
    expect(decide(chat({ lastMessageAt: recent, alreadySent: true }))).toEqual({
      send: false,
      reason: 'already_sent',
    });
    expect(decide(chat({ lastMessageAt: recent, status: 'quoted' }))).toEqual({
      send: false,
      reason: 'not_active',
    });
  });

  it('waits rather than giving up on conditions a later message may still meet', () => {
    const recent = new Date(now.getTime() - 60_000);
    expect(decide(chat({ lastMessageAt: recent, messageCount: 1, customerEmail: null }))).toMatchObject({
      reason: 'newer_message',
    });
  });
});

describe('secondsUntil', () => {
  it('is whole seconds, rounded up, at least 1', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(secondsUntil(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(secondsUntil(new Date(now.getTime() - 5000), now)).toBe(1);
  });
});

describe('mustArmAbandonedChatCheck', () => {
  const messageAt = new Date('2026-03-01T12:00:00Z');
  const ago = (seconds: number) => new Date(messageAt.getTime() - seconds * 1000);
  const must = (previousMessageAt: Date | null | undefined, email = { known: true, before: true }) =>
    mustArmAbandonedChatCheck({
      emailKnown: email.known,
      emailKnownBefore: email.before,
      previousMessageAt,
      messageAt,
      delaySeconds: 1800,
    });

  it('never arms while the customer has no known e-mail (the check could only end with no_email)', () => {
    const none = { known: false, before: false };
    expect(must(null, none)).toBe(false);
    expect(must(ago(5), none)).toBe(false);
    expect(must(ago(7200), none)).toBe(false);
  });

  it('arms on the turn that makes the e-mail known, however recent the previous message', () => {
    const given = { known: true, before: false };
    expect(must(ago(5), given)).toBe(true);
    expect(must(null, given)).toBe(true);
  });

  it("arms on a conversation's first message with a known e-mail, or when the previous one is unknown", () => {
    expect(must(null)).toBe(true);
    expect(must(undefined)).toBe(true);
  });

  it('leaves it to the waiting check while the previous message is less than the delay old', () => {
    expect(must(ago(5))).toBe(false);
    expect(must(ago(1799))).toBe(false);
  });

  it('arms again after a silence of the whole delay (the previous check may have fired)', () => {
    expect(must(ago(1800))).toBe(true);
    expect(must(ago(7200))).toBe(true);
  });
});

describe('expired quote recovery', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  const lapsed: ExpiredQuoteFacts = {
    status: 'pending',
    paid: false,
    customerEmail: 'jo@vans.test',
    alreadySent: false,
    sequencesOn: true,
    doNotContact: false,
    validUntil: new Date('2026-03-15T11:59:59Z'),
  };

  it('sends once for an open quote past its validity, or one already marked expired', () => {
    expect(decideExpiredQuoteRecovery(lapsed, now)).toEqual({ send: true });
    expect(decideExpiredQuoteRecovery({ ...lapsed, validUntil: now }, now)).toEqual({ send: true });
    expect(decideExpiredQuoteRecovery({ ...lapsed, status: 'expired' }, now)).toEqual({ send: true });
    expect(decideExpiredQuoteRecovery({ ...lapsed, alreadySent: true }, now)).toEqual({
      send: false,
      reason: 'already_sent',
    });
  });

  it('skips a paid, still valid, accepted or unreachable quote, and a switched-off workspace', () => {
    const reason = (facts: Partial<ExpiredQuoteFacts>) => {
      const decision = decideExpiredQuoteRecovery({ ...lapsed, ...facts }, now);
      return decision.send ? 'send' : decision.reason;
    };
    expect(reason({ paid: true })).toBe('paid');
    expect(reason({ validUntil: new Date('2026-03-16T00:00:00Z') })).toBe('not_expired');
    expect(reason({ validUntil: null })).toBe('not_expired');
    expect(reason({ status: 'approved' })).toBe('not_pending');
    expect(reason({ customerEmail: ' ' })).toBe('no_email');
    expect(reason({ sequencesOn: false })).toBe('switched_off');
    expect(decideExpiredQuoteRecovery(null, now)).toEqual({ send: false, reason: 'missing' });
  });

  it('marks as lapsed only open, unpaid quotes whose validity has passed', () => {
    expect(quoteHasLapsed(lapsed, now)).toBe(true);
    expect(quoteHasLapsed({ ...lapsed, status: 'sent' }, now)).toBe(true);
    expect(quoteHasLapsed({ ...lapsed, status: 'approved' }, now)).toBe(false);
    expect(quoteHasLapsed({ ...lapsed, paid: true }, now)).toBe(false);
  });
});

describe('automation switches', () => {
  it('lists the four automations, each on unless switched off', () => {
    expect(AUTOMATIONS.map((a) => a.type)).toEqual([
      'abandoned_chat',
      'quote_reminder',
      'upsell_offer',
      'expired_quote_recovery',
    ]);
    expect(automationIsOn(undefined, 'upsell_offer')).toBe(true);
    expect(automationIsOn({ upsell_offer: false }, 'upsell_offer')).toBe(false);
  });

  it('needs both e-mail sequences and the automation’s own switch', () => {
    const allowed = (emailSequences: boolean, on: boolean) =>
      followUpsAllowed({ emailSequences, switches: { quote_reminder: on }, type: 'quote_reminder' });
    expect(allowed(true, true)).toBe(true);
    expect(allowed(false, true)).toBe(false);
    expect(allowed(true, false)).toBe(false);
  });
});

describe('formatDelay and automationTrigger', () => {
  it('reads a delay in the largest whole unit', () => {
    expect(formatDelay(1800)).toBe('30 minutes');
    expect(formatDelay(60)).toBe('1 minute');
    expect(formatDelay(7200)).toBe('2 hours');
    expect(formatDelay(5400)).toBe('90 minutes');
    expect(formatDelay(86_400)).toBe('1 day');
    expect(formatDelay(45)).toBe('45 seconds');
  });

  it('states the configured delays, which the defaults give as the spec’s', () => {
    const defaults = {
      abandonedChat: AUTOMATION_DEFAULT_DELAY_SECONDS.abandonedChat,
      quoteReminder: AUTOMATION_DEFAULT_DELAY_SECONDS.quoteReminder,
      upsellOffer: AUTOMATION_DEFAULT_DELAY_SECONDS.upsellOffer,
    };
    expect(automationTrigger('abandoned_chat', defaults)).toBe('A chat goes quiet for 30 minutes');
    expect(automationTrigger('quote_reminder', defaults)).toBe(
      'A quote is still unpaid 2 hours after it was sent',
    );
    expect(automationTrigger('abandoned_chat', { ...defaults, abandonedChat: 120 })).toBe(
      'A chat goes quiet for 2 minutes',
    );
  });
});
