import { SOCIAL_DEMO_MESSAGE_LIMIT } from '../../../../domain/ui-constants';

/**
 * The static social showcase: the visitor types, the "agent" answers from a fixed script. Pure
 * state so the page can prerender its first frame and the rules are unit-tested.
 */

export type SocialDemoSender = 'customer' | 'agent';

export interface SocialDemoMessage {
  id: number;
  sender: SocialDemoSender;
  text: string;
}

export interface SocialDemoState {
  messages: readonly SocialDemoMessage[];
  /** A customer message waits for its scripted reply (the page delivers it after a short pause). */
  awaitingReply: boolean;
  /** Ids of script lines already used, so the agent does not repeat itself. */
  usedReplies: readonly string[];
}

export const SOCIAL_DEMO_BUSINESS = 'Luna Boutique';
export const SOCIAL_DEMO_REPLY_DELAY_MS = 900;
export const SOCIAL_DEMO_MAX_LENGTH = 300;

export const SOCIAL_DEMO_GREETING = `Hi! Thanks for messaging ${SOCIAL_DEMO_BUSINESS}. I'm the shop's AI assistant: ask me about prices, sizes, shipping or returns.`;

export const SOCIAL_DEMO_SUGGESTIONS = [
  'How much is the linen dress?',
  'Do you have it in medium?',
  'How fast do you ship?',
] as const;

interface ScriptLine {
  id: string;
  /** Words matched at the start of a word, case-insensitive ('ship' matches 'shipping'). */
  keywords: readonly string[];
  text: string;
}

export const SOCIAL_DEMO_SCRIPT: readonly ScriptLine[] = [
  {
    id: 'price',
    keywords: ['price', 'cost', 'how much', 'expensive', 'cheap', 'discount'],
    text: 'The Aurora linen dress is $89, and shipping is free this week. Shall I send you a checkout link?',
  },
  {
    id: 'size',
    keywords: ['size', 'fit', 'small', 'medium', 'large', 'xs', 'xl'],
    text: 'It runs true to size and XS to XL are in stock. Medium is the most popular; want me to hold one for you?',
  },
  {
    id: 'shipping',
    keywords: ['ship', 'deliver', 'arrive', 'fast', 'when'],
    text: 'Orders placed before 2 pm leave the same day and arrive in 2 to 4 business days, with tracking by DM.',
  },
  {
    id: 'returns',
    keywords: ['return', 'refund', 'exchange'],
    text: 'Returns and exchanges are free within 30 days. Just message us here and I will send you a label.',
  },
  {
    id: 'checkout',
    keywords: ['buy', 'order', 'checkout', 'link', 'yes', 'hold'],
    text: 'Done! Here is your secure checkout link (demo): luna.example/checkout/aurora. Your size is reserved for 30 minutes.',
  },
  {
    id: 'human',
    keywords: ['human', 'person', 'someone', 'staff', 'owner'],
    text: 'Of course. I have passed your message to the team and they will reply here during opening hours.',
  },
];

/** Used in order when no script line matches; the last one repeats if the visitor keeps going. */
export const SOCIAL_DEMO_FALLBACKS = [
  'Great question! Our best seller right now is the Aurora linen dress at $89. Want to hear about sizes or shipping?',
  'I can help with prices, sizes, shipping and returns, and send you a checkout link right here in the chat.',
  'Thanks for chatting! Anything else I can check for you?',
] as const;

export const INITIAL_SOCIAL_DEMO_STATE: SocialDemoState = {
  messages: [{ id: 1, sender: 'agent', text: SOCIAL_DEMO_GREETING }],
  awaitingReply: false,
  usedReplies: [],
};

export type SocialDemoAction = { type: 'send'; text: string } | { type: 'reply' };

/** Spec: after the first customer message the demo locks once more than 6 messages exist. */
export function isSocialDemoLocked(state: SocialDemoState): boolean {
  const started = state.messages.some((m) => m.sender === 'customer');
  return started && state.messages.length > SOCIAL_DEMO_MESSAGE_LIMIT;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matches(text: string, keyword: string): boolean {
  return new RegExp(`\\b${escapeRegExp(keyword)}`, 'i').test(text);
}

/** The reply to a customer message: the first unused matching script line, else the next fallback. */
export function pickScriptedReply(
  text: string,
  usedReplies: readonly string[],
): { id: string; text: string } {
  const line = SOCIAL_DEMO_SCRIPT.find(
    (l) => !usedReplies.includes(l.id) && l.keywords.some((k) => matches(text, k)),
  );
  if (line) return { id: line.id, text: line.text };
  const fallbacksUsed = usedReplies.filter((id) => id.startsWith('fallback-')).length;
  const index = Math.min(fallbacksUsed, SOCIAL_DEMO_FALLBACKS.length - 1);
  return { id: `fallback-${fallbacksUsed}`, text: SOCIAL_DEMO_FALLBACKS[index] };
}

function append(state: SocialDemoState, sender: SocialDemoSender, text: string): SocialDemoMessage[] {
  const id = (state.messages.at(-1)?.id ?? 0) + 1;
  return [...state.messages, { id, sender, text }];
}

export function socialDemoReducer(state: SocialDemoState, action: SocialDemoAction): SocialDemoState {
  switch (action.type) {
    case 'send': {
      const text = action.text.trim().slice(0, SOCIAL_DEMO_MAX_LENGTH);
      // Blank input is ignored; one message at a time; nothing more once locked.
      if (!text || state.awaitingReply || isSocialDemoLocked(state)) return state;
      return { ...state, messages: append(state, 'customer', text), awaitingReply: true };
    }
    case 'reply': {
      if (!state.awaitingReply) return state;
      const lastCustomer = state.messages.findLast((m) => m.sender === 'customer');
      const reply = pickScriptedReply(lastCustomer?.text ?? '', state.usedReplies);
      return {
        messages: append(state, 'agent', reply.text),
        awaitingReply: false,
        usedReplies: [...state.usedReplies, reply.id],
      };
    }
  }
}
