export type ProductKey = 'shop' | 'social' | 'quote';

type Exchange = { question: string; answer: string };

export type ProductDemo = {
  key: ProductKey;
  label: string;
  /** The demo page this tab's "open the demo" link goes to. */
  route: '/shop-agent-demo' | '/agent-demo-social' | '/agent-demo-storefront';
  blurb: string;
  opening: Exchange;
  /** Questions the visitor can ask; the scripted answer follows after the landing demo's delay. */
  suggestions: readonly Exchange[];
};

export const PRODUCT_DEMOS: readonly ProductDemo[] = [
  {
    key: 'shop',
    label: 'ShopAgent',
    route: '/shop-agent-demo',
    blurb: 'Recovers abandoned carts, suggests bundles and lifts order value in your online shop.',
    opening: {
      question: 'Do you have this jacket in medium?',
      answer: 'Yes, medium is in stock. Add the matching scarf and save 10% on both.',
    },
    suggestions: [
      {
        question: 'When would it arrive?',
        answer: 'Order in the next 3 hours and it ships today; most orders arrive in 2 to 3 business days.',
      },
      {
        question: 'Can I return it if it does not fit?',
        answer: 'Of course: free returns within 30 days. Shall I add the jacket and scarf to your cart?',
      },
    ],
  },
  {
    key: 'social',
    label: 'SocialAgent',
    route: '/agent-demo-social',
    blurb:
      'Answers your social direct messages in seconds, day and night, and sends quotes with checkout links.',
    opening: {
      question: 'Hi! Are you open on Saturdays?',
      answer: 'We are, 9 am to 4 pm. Would you like me to book you a slot?',
    },
    suggestions: [
      {
        question: 'Yes please, around 10?',
        answer: 'Done: you are booked for Saturday at 10 am. I sent the confirmation to your inbox.',
      },
      {
        question: 'How much is a consultation?',
        answer:
          'The first consultation is free. If you go ahead, I can send you a quote with a checkout link.',
      },
    ],
  },
  {
    key: 'quote',
    label: 'QuoteAgent',
    route: '/agent-demo-storefront',
    blurb: 'Turns website visitors into quoted, qualified leads with instant, rule-based prices.',
    opening: {
      question: 'How much for a storefront sign?',
      answer: 'A storefront sign starts at $1,299 installed. Shall I send you an exact quote?',
    },
    suggestions: [
      {
        question: 'And a full wrap for my pickup truck?',
        answer:
          'A full wrap for a pickup truck is $1,200 with standard vinyl. I can e-mail the quote with a payment link.',
      },
      {
        question: 'Can someone call me first?',
        answer: 'Sure, I have passed your request to the team; a specialist will call you within 24 hours.',
      },
    ],
  },
];
