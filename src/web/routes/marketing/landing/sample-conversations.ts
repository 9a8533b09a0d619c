/** A scripted exchange of the hero's sample chat. */
export type SampleConversation = {
  agent: string;
  channel: string;
  customer: string;
  reply: string;
  /** Shown once the reply is written: what the agent did next. */
  closing: string;
};

// Prices match the products' own rules (the stepwise quote chat prices a van wrap at $1,800).
export const SAMPLE_CONVERSATIONS: readonly SampleConversation[] = [
  {
    agent: 'QuoteAgent',
    channel: 'Website chat',
    customer: 'How much would a full wrap for my delivery van cost?',
    reply:
      'Happy to help! A full wrap for a standard cargo van is $1,800 installed, premium vinyl included. Shall I e-mail you the quote with a payment link?',
    closing: 'Quote e-mailed with a payment link',
  },
  {
    agent: 'ShopAgent',
    channel: 'Online shop',
    customer: 'Is the leather weekender bag still in stock?',
    reply:
      'Yes, 4 left in tan. Add the matching wash bag and save 10% on both. Want me to put them in your cart?',
    closing: 'Bundle added to cart, order value up $38',
  },
  {
    agent: 'SocialAgent',
    channel: 'Social DM',
    customer: 'Hi! Do you do installs on Saturdays?',
    reply:
      'We do! Saturday slots run 9 am to 4 pm and two are still free this week. Shall I book you in for 10 am?',
    closing: 'Booking confirmed, lead synced to your CRM',
  },
];
