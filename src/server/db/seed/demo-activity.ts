import { and, eq, inArray, sql } from 'drizzle-orm';
import { NEW_CONVERSATION_SCORING, routeLead, scoreLead } from '../../../domain/lead-routing';
import { stageForStatus } from '../../../domain/pipeline';
import type { Executor } from '../client';
import {
  agents,
  analytics,
  answerApprovals,
  conversations,
  customers,
  messages,
  quotes,
  reviews,
} from '../schema/index';
import type { DEMO_USER_IDS } from './demo-accounts';
import { DEMO_AGENT_IDS, DEMO_WORKSPACE } from './demo-content';
import { hoursAgo } from './demo-workspace';
import {
  buildAnalyticsEvent,
  buildAnswerApproval,
  buildConversation,
  buildCustomer,
  buildMessage,
  buildQuote,
  buildReview,
  type NewCustomer,
  type NewMessage,
} from './factories';

/** The demo users' ids as seeded (a pre-existing sign-up with a demo address keeps its own id). */
export type DemoUserIds = Record<keyof typeof DEMO_USER_IDS, string>;

/** Questions of the demo's earlier anonymous chats (each asked three times over four weeks). */
const DEMO_HISTORY_QUESTIONS = [
  {
    ask: 'How long does a vehicle wrap last?',
    answer: 'A quality cast vinyl wrap lasts five to seven years with normal care.',
  },
  {
    ask: 'Can you remove an old wrap before applying a new one?',
    answer: 'Yes, we remove old wraps safely; removal is quoted after a quick look at the vehicle.',
  },
  {
    ask: 'Do you print window graphics for shops?',
    answer: 'We do: perforated window film and cut vinyl lettering.',
  },
  { ask: 'Where are you located?', answer: 'We are at our workshop downtown; drop-off is by appointment.' },
  {
    ask: 'Do you wrap boats too?',
    answer: 'We wrap boats up to 30 feet; the team confirms a price after seeing photos.',
  },
  {
    ask: 'Is parking available at your shop?',
    answer: 'Yes, there is free customer parking in front of the shop.',
  },
  {
    ask: 'Can I supply my own design?',
    answer: 'Of course. Send a vector file (AI, EPS or PDF) and we check it before printing.',
  },
  {
    ask: 'Do you offer gift cards?',
    answer: 'Not at the moment, but we are happy to help you plan a surprise.',
  },
];

function minutesAfter(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}

/** The figures the demo dashboard shows for each agent, added to whatever the agents did so far. */
const DEMO_AGENT_ACTIVITY = [
  { id: DEMO_AGENT_IDS.shop, conversations: 128, quotes: 0, sales: 37, lastActiveHoursAgo: 1 },
  { id: DEMO_AGENT_IDS.social, conversations: 86, quotes: 12, sales: 9, lastActiveHoursAgo: 3 },
  { id: DEMO_AGENT_IDS.quote, conversations: 54, quotes: 41, sales: 17, lastActiveHoursAgo: 0.5 },
] as const;

export async function seedAgentActivity(tx: Executor, now: Date): Promise<void> {
  for (const activity of DEMO_AGENT_ACTIVITY) {
    const lastActiveAt = hoursAgo(now, activity.lastActiveHoursAgo);
    await tx
      .update(agents)
      .set({
        totalConversations: sql`${agents.totalConversations} + ${activity.conversations}`,
        totalQuotesGenerated: sql`${agents.totalQuotesGenerated} + ${activity.quotes}`,
        totalSalesClosed: sql`${agents.totalSalesClosed} + ${activity.sales}`,
        lastActiveAt: sql`greatest(${agents.lastActiveAt}, ${lastActiveAt.toISOString()}::timestamptz)`,
        updatedAt: hoursAgo(now, 24),
      })
      .where(and(eq(agents.id, activity.id), eq(agents.workspaceId, DEMO_WORKSPACE.id)));
  }
}

/**
 * The demo workspace takes the public site's quotes in every deployment, so a visitor may have
 * used one of the demo customers' addresses before the demo activity was seeded. That customer is
 * kept and the demo rows refer to it, rather than breaking the unique (workspace, e-mail) index.
 */
async function insertDemoCustomers(tx: Executor, rows: NewCustomer[]): Promise<void> {
  const emails = rows.map((row) => row.email).filter((email): email is string => !!email);
  const existing = await tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(and(eq(customers.workspaceId, DEMO_WORKSPACE.id), inArray(customers.email, emails)));
  const fresh: NewCustomer[] = [];
  for (const row of rows) {
    const match = existing.find((e) => e.email === row.email);
    if (match) row.id = match.id;
    else fresh.push(row);
  }
  if (fresh.length > 0) await tx.insert(customers).values(fresh);
}

interface ScriptLine {
  sender: 'user' | 'agent';
  content: string;
}

/**
 * The demo workspace's customers and what happened with them: conversations with messages,
 * quotes (pending and approved), approvals for the quote agent, reviews and analytics events,
 * all placed in the days before `now`.
 */
export async function seedCustomerActivity(tx: Executor, now: Date, users: DemoUserIds): Promise<void> {
  const workspaceId = DEMO_WORKSPACE.id;
  // The spec's customers carry the owning dashboard user's id in metadata.
  const ownerId = users.client;

  const jordan = buildCustomer({
    workspaceId,
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    phone: '+1 555 0101',
    company: 'Lee Plumbing Co.',
    metadata: {
      user_id: ownerId,
      engagement_score: 90,
      lead_temperature: 'hot',
      conversion_likelihood: 0.8,
      preferred_communication: 'chat',
      updated_at: hoursAgo(now, 20).toISOString(),
    },
    createdAt: hoursAgo(now, 26),
    updatedAt: hoursAgo(now, 20),
  });
  const maria = buildCustomer({
    workspaceId,
    name: 'Maria Garcia',
    email: 'maria.garcia@example.com',
    phone: '+1 555 0102',
    company: 'Garcia Bakery',
    metadata: { user_id: ownerId },
    createdAt: hoursAgo(now, 24 * 5),
    updatedAt: hoursAgo(now, 24 * 4),
  });
  const sam = buildCustomer({
    workspaceId,
    name: 'Sam Patel',
    email: 'sam.patel@example.com',
    source: 'instagram',
    metadata: { user_id: ownerId },
    createdAt: hoursAgo(now, 6),
    updatedAt: hoursAgo(now, 6),
  });
  const alex = buildCustomer({
    workspaceId,
    name: 'Alex Chen',
    email: 'alex.chen@example.com',
    company: 'Chen Events',
    metadata: { user_id: ownerId },
    createdAt: hoursAgo(now, 24 * 8),
    updatedAt: hoursAgo(now, 24 * 7),
  });
  const taylor = buildCustomer({
    workspaceId,
    name: 'Taylor Brooks',
    email: 'taylor@brooks-realty.example.com',
    phone: '+1 555 0105',
    company: 'Brooks Realty',
    metadata: { user_id: ownerId },
    createdAt: hoursAgo(now, 24 * 2),
    updatedAt: hoursAgo(now, 24 * 2),
  });
  const visitor = buildCustomer({
    workspaceId,
    name: 'Website Visitor',
    email: null,
    metadata: { user_id: ownerId },
    createdAt: hoursAgo(now, 2),
    updatedAt: hoursAgo(now, 2),
  });
  await insertDemoCustomers(tx, [jordan, maria, sam, alex, taylor, visitor]);

  const allMessages: NewMessage[] = [];
  const conversation = (
    values: Omit<Parameters<typeof buildConversation>[0], 'workspaceId'> & { createdAt: Date },
    script: ScriptLine[],
  ) => {
    const row = buildConversation({ workspaceId, ...values });
    const agentType = values.agentType ?? 'general';
    script.forEach((line, index) => {
      const at = minutesAfter(values.createdAt, index * 2);
      allMessages.push(
        buildMessage({
          workspaceId,
          conversationId: row.id!,
          sender: line.sender,
          content: line.content,
          metadata: { agent_type: agentType, timestamp: at.toISOString(), validated: true },
          createdAt: at,
        }),
      );
    });
    row.lastMessageAt = minutesAfter(values.createdAt, (script.length - 1) * 2);
    row.updatedAt = row.lastMessageAt;
    return row;
  };

  const routingFor = (chat: { id?: string; createdAt?: Date; customerId?: string | null }) => {
    const firstMessage = allMessages.find((m) => m.conversationId === chat.id && m.sender === 'user');
    const at = chat.createdAt ?? now;
    return routeLead(
      scoreLead({
        ...NEW_CONVERSATION_SCORING,
        hasQuote: false,
        conversationCount: 1,
        updatedAt: at,
        now: at,
        quoteTotals: [],
        text: firstMessage?.content ?? '',
      }),
    );
  };

  const jordanChat = conversation(
    {
      customerId: jordan.id,
      agentId: DEMO_AGENT_IDS.quote,
      agentType: 'quote',
      status: 'quoted',
      createdAt: hoursAgo(now, 26),
    },
    [
      {
        sender: 'user',
        content: 'Hi, how much would a full wrap on a Ford Transit van cost? We have three of them.',
      },
      {
        sender: 'agent',
        content:
          'Happy to help! A Transit needs about 150 sq ft. In premium vinyl that is $2,800.00 of material plus the $400.00 setup fee, so $3,200.00 before tax. Shall I send you the quote?',
      },
      {
        sender: 'user',
        content: 'Yes please, send it to jordan.lee@example.com. My name is Jordan Lee from Lee Plumbing Co.',
      },
      {
        sender: 'agent',
        content:
          'Done! Quote Q-2026-0001 is on its way: $3,456.00 including 8% tax. It is valid for 30 days.',
      },
      { sender: 'user', content: 'Great. Is there a discount if we do all three vans this month?' },
    ],
  );
  const mariaChat = conversation(
    {
      customerId: maria.id,
      agentId: DEMO_AGENT_IDS.quote,
      agentType: 'quote',
      status: 'quoted',
      createdAt: hoursAgo(now, 24 * 5),
    },
    [
      { sender: 'user', content: 'I need a new storefront sign for my bakery, about 40 square feet.' },
      {
        sender: 'agent',
        content:
          'Lovely! A 40 sq ft sign in standard vinyl is $500.00 of material plus the $400.00 setup fee: $900.00, or $972.00 with tax.',
      },
      { sender: 'user', content: 'That works. I am Maria Garcia, maria.garcia@example.com.' },
      { sender: 'agent', content: 'Thanks Maria! Quote Q-2026-0002 has been sent to your inbox.' },
    ],
  );
  const samChat = conversation(
    {
      customerId: sam.id,
      agentId: DEMO_AGENT_IDS.social,
      agentType: 'social',
      platform: 'instagram',
      createdAt: hoursAgo(now, 6),
    },
    [
      { sender: 'user', content: 'hey do you do matte black colour change wraps on a sedan?' },
      {
        sender: 'agent',
        content:
          'We do! A full colour change on a sedan is one of our most popular jobs. Want a quick estimate?',
      },
      { sender: 'user', content: 'yes, what would it cost roughly?' },
    ],
  );
  const visitorChat = conversation(
    { customerId: visitor.id, agentId: DEMO_AGENT_IDS.shop, agentType: 'shop', createdAt: hoursAgo(now, 2) },
    [
      { sender: 'user', content: 'Are you open on Saturdays?' },
      { sender: 'agent', content: 'Yes, Saturdays from 9am to 1pm. Vehicle drop-off is by appointment.' },
      { sender: 'user', content: 'Do you sell wrap cleaning kits?' },
      { sender: 'agent', content: 'We do: our wrap care kit includes a pH-neutral soap and a detail spray.' },
    ],
  );
  // Earlier anonymous chats of the last four weeks: questions answered, no contact details left.
  const historyChats = DEMO_HISTORY_QUESTIONS.flatMap((question, index) =>
    [0, 1, 2].map((round) =>
      conversation(
        {
          customerId: null,
          agentId: DEMO_AGENT_IDS.shop,
          agentType: 'shop',
          status: 'closed',
          createdAt: hoursAgo(now, 24 * (3 + index * 3 + round) + 5),
        },
        [
          { sender: 'user', content: question.ask },
          { sender: 'agent', content: question.answer },
        ],
      ),
    ),
  );
  const allChats = [jordanChat, mariaChat, samChat, visitorChat, ...historyChats];
  // Each conversation carries the routing decision its first message got (the same as its
  // lead_routing_decision event below): the real rules, never a made-up priority.
  for (const chat of allChats) chat.routing = routingFor(chat);
  await tx.insert(conversations).values(allChats);
  await tx.insert(messages).values(allMessages);

  const quoteAt = (hours: number) => ({
    createdAt: hoursAgo(now, hours),
    updatedAt: hoursAgo(now, hours),
    validUntil: hoursAgo(now, hours - 24 * 30),
  });
  const jordanQuote = buildQuote({
    workspaceId,
    customerId: jordan.id!,
    conversationId: jordanChat.id,
    quoteNumber: 'Q-2026-0001',
    status: 'pending',
    description: 'Full wrap, Ford Transit van (first of a three-van fleet), premium vinyl',
    ...quoteAt(25.9),
  });
  const mariaQuote = buildQuote({
    workspaceId,
    customerId: maria.id!,
    conversationId: mariaChat.id,
    quoteNumber: 'Q-2026-0002',
    status: 'approved',
    description: 'Storefront sign for Garcia Bakery, 40 sq ft',
    projectType: 'storefront-sign',
    material: 'standard-vinyl',
    squareFootage: '40.00',
    materialCost: '500.00',
    setupFee: '400.00',
    subtotal: '900.00',
    taxAmount: '72.00',
    totalAmount: '972.00',
    lineItems: [
      { id: 'material', label: 'Standard vinyl, 40 sq ft', amount: '500.00', quantity: 1 },
      { id: 'setup-fee', label: 'Setup fee', amount: '400.00', quantity: 1 },
    ],
    ...quoteAt(24 * 5 - 0.1),
  });
  const alexQuote = buildQuote({
    workspaceId,
    customerId: alex.id!,
    quoteNumber: 'Q-2026-0003',
    status: 'approved',
    description: 'Two outdoor event banners, 24 sq ft each, hemmed with grommets',
    projectType: 'banner',
    material: 'standard-vinyl',
    quantity: 2,
    squareFootage: '48.00',
    materialCost: '600.00',
    setupFee: '400.00',
    subtotal: '1000.00',
    taxAmount: '80.00',
    totalAmount: '1080.00',
    lineItems: [
      { id: 'material', label: 'Standard vinyl, 2 × 24 sq ft', amount: '600.00', quantity: 2 },
      { id: 'setup-fee', label: 'Setup fee', amount: '400.00', quantity: 1 },
    ],
    ...quoteAt(24 * 8),
  });
  const taylorQuote = buildQuote({
    workspaceId,
    customerId: taylor.id!,
    quoteNumber: 'Q-2026-0004',
    status: 'pending',
    description: 'Perforated rear-window graphics and window tinting, SUV',
    projectType: 'vehicle-wrap',
    material: 'perforated-vinyl',
    squareFootage: '30.00',
    materialCost: '450.00',
    setupFee: '400.00',
    subtotal: '1200.00',
    taxAmount: '96.00',
    totalAmount: '1296.00',
    lineItems: [
      { id: 'material', label: 'Perforated vinyl, 30 sq ft', amount: '450.00', quantity: 1 },
      { id: 'setup-fee', label: 'Setup fee', amount: '400.00', quantity: 1 },
      { id: 'window-tinting', label: 'Window tinting', amount: '350.00', quantity: 1 },
    ],
    ...quoteAt(24 * 2),
  });
  // Every demo quote was e-mailed (its quote_generated event below), so its stage follows its status.
  await tx.insert(quotes).values(
    [jordanQuote, mariaQuote, alexQuote, taylorQuote].map((quote) => ({
      ...quote,
      pipelineStage: stageForStatus(quote.status ?? 'pending', true),
    })),
  );

  await tx.insert(answerApprovals).values([
    buildAnswerApproval({
      workspaceId,
      conversationId: jordanChat.id!,
      agentId: DEMO_AGENT_IDS.quote,
      draftContent:
        'Great question, Jordan! For three vans booked together we can install them back to back in one week. ' +
        'Each van is quoted at $3,456.00; I have asked the team to confirm a fleet price for you today.',
      createdAt: hoursAgo(now, 25.8),
    }),
    // An earlier reply that a person approved and sent, for the history.
    buildAnswerApproval({
      workspaceId,
      conversationId: mariaChat.id!,
      agentId: DEMO_AGENT_IDS.quote,
      status: 'sent',
      draftContent: 'Thanks Maria! Quote Q-2026-0002 has been sent to your inbox.',
      editedContent:
        'Thanks Maria! Quote Q-2026-0002 has been sent to your inbox. We can install on a Monday, when the bakery is closed.',
      notes: 'Mentioned Monday installs.',
      reviewedBy: users.admin,
      reviewedAt: hoursAgo(now, 24 * 5 - 0.2),
      createdAt: hoursAgo(now, 24 * 5 - 0.1),
    }),
  ]);

  await tx.insert(reviews).values([
    buildReview({
      workspaceId,
      customerId: maria.id,
      quoteId: mariaQuote.id,
      rating: 5,
      comment: 'Our new storefront sign looks amazing and was installed in one morning. Highly recommend!',
      isApproved: true,
      createdAt: hoursAgo(now, 24 * 3),
    }),
    buildReview({
      workspaceId,
      customerId: alex.id,
      quoteId: alexQuote.id,
      rating: 4,
      comment: 'Banners were crisp and ready a day early. Pick-up parking was a bit tricky.',
      isApproved: true,
      createdAt: hoursAgo(now, 24 * 6),
    }),
    buildReview({
      workspaceId,
      customerId: sam.id,
      rating: 5,
      comment: 'Super quick replies on Instagram, got my estimate in minutes.',
      platform: 'instagram',
      isApproved: false,
      createdAt: hoursAgo(now, 5),
    }),
  ]);

  const event = (eventType: string, hours: number, entityId: string | null, data: Record<string, unknown>) =>
    buildAnalyticsEvent({ workspaceId, eventType, entityId, data, createdAt: hoursAgo(now, hours) });
  // The routing decision a new conversation got, computed by the real rules (first message,
  // message count 1, duration 0), so the seed never contradicts src/domain/lead-routing.ts.
  const routingEvent = (hours: number, customer: { id?: string }, chat: { id?: string }) => {
    const firstMessage = allMessages.find((m) => m.conversationId === chat.id && m.sender === 'user');
    const decision = routeLead(
      scoreLead({
        ...NEW_CONVERSATION_SCORING,
        hasQuote: false,
        conversationCount: 1,
        updatedAt: hoursAgo(now, hours),
        now: hoursAgo(now, hours),
        quoteTotals: [],
        text: firstMessage?.content ?? '',
      }),
    );
    return event('lead_routing_decision', hours, customer.id!, { customer_id: customer.id, ...decision });
  };
  await tx.insert(analytics).values([
    event('conversation_started', 26, jordanChat.id!, { agent_type: 'quote', customer_id: jordan.id }),
    event('conversation_started', 24 * 5, mariaChat.id!, { agent_type: 'quote', customer_id: maria.id }),
    event('conversation_started', 6, samChat.id!, { agent_type: 'social', customer_id: sam.id }),
    event('conversation_started', 2, visitorChat.id!, { agent_type: 'shop', customer_id: visitor.id }),
    ...[
      { quote: jordanQuote, customer: jordan },
      { quote: mariaQuote, customer: maria },
      { quote: alexQuote, customer: alex },
      { quote: taylorQuote, customer: taylor },
    ].map(({ quote, customer }) =>
      buildAnalyticsEvent({
        workspaceId,
        eventType: 'quote_generated',
        entityId: quote.id!,
        data: {
          agent_type: 'quote',
          conversation_id: quote.conversationId ?? null,
          customer_email: customer.email,
          quote_number: quote.quoteNumber,
          total_amount: quote.totalAmount,
        },
        createdAt: quote.createdAt,
      }),
    ),
    routingEvent(25.9, jordan, jordanChat),
    routingEvent(6, sam, samChat),
    event('automation_email_sent', 24, jordanQuote.id!, {
      email_type: 'quote_reminder',
      customer_email: jordan.email,
      quote_id: jordanQuote.id,
      quote_number: jordanQuote.quoteNumber,
    }),
    event('automation_email_sent', 24 * 4, mariaQuote.id!, {
      email_type: 'upsell_offer',
      customer_email: maria.email,
      quote_id: mariaQuote.id,
    }),
  ]);
}
