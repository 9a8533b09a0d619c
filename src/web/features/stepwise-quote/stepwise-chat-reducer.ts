import { formatUsd } from '../../../domain/money';
import { QUOTE_TOASTS } from '../../../domain/quotes';
import {
  STEPWISE_STEPS,
  type StepwiseBreakdown,
  type StepwiseStep,
  stepwiseBreakdown,
  stepwisePrice,
} from '../../../domain/stepwise-quote';
import type { QuoteDataInput } from '../../../domain/validation/secure-quote';
import { type StepwiseField, validateStepwiseInput } from '../../../domain/validation/stepwise-quote-chat';

export type ChatMessage = { id: number; from: 'agent' | 'user'; text: string };

export interface StepwiseChatState {
  step: StepwiseStep;
  name: string;
  email: string;
  details: string;
  price: number | null;
  breakdown: StepwiseBreakdown | null;
  messages: ChatMessage[];
  /** The current step's validation message, shown under the input until the visitor edits it. */
  inputError: string | null;
  sending: boolean;
  sendError: string | null;
  /** The quote once created: kept when its e-mail fails, so trying again sends this one. */
  quoteId: string | null;
  quoteNumber: string | null;
}

export type StepwiseChatAction =
  | { type: 'answer'; value: string }
  | { type: 'edit' }
  | { type: 'send-started' }
  /** The quote exists (its e-mail is next). */
  | { type: 'quote-created'; quoteId: string; quoteNumber: string }
  /** The quote was e-mailed to the address given in the chat. */
  | { type: 'send-succeeded' }
  /** `message`: what to tell the visitor; the create step's spec text when none. */
  | { type: 'send-failed'; message?: string }
  | { type: 'restart' };

/** The field each input step fills; the later steps take no typed input. */
export const STEP_FIELDS: Partial<Record<StepwiseStep, StepwiseField>> = {
  [STEPWISE_STEPS.name]: 'name',
  [STEPWISE_STEPS.email]: 'email',
  [STEPWISE_STEPS.details]: 'details',
};

export const STEPWISE_PROMPTS = {
  name: "Hi! I'm QuoteAgent. Let's put a quick quote together. What's your name?",
  email: (name: string) => `Nice to meet you, ${name}! What e-mail address should the quote go to?`,
  details: 'Thanks! Now tell me about your project, for example "sprinter van wrap" or "fleet of 3 trucks".',
  price: (price: number) =>
    `Your estimated price is ${formatUsd(price, { decimals: 0 })}. Here is the breakdown; shall I create your quote?`,
  done: (quoteNumber: string, email: string) => `Done! Your quote ${quoteNumber} is on its way to ${email}.`,
} as const;

export function initialStepwiseChat(): StepwiseChatState {
  return {
    step: STEPWISE_STEPS.name,
    name: '',
    email: '',
    details: '',
    price: null,
    breakdown: null,
    messages: [{ id: 0, from: 'agent', text: STEPWISE_PROMPTS.name }],
    inputError: null,
    sending: false,
    sendError: null,
    quoteId: null,
    quoteNumber: null,
  };
}

function withMessages(state: StepwiseChatState, ...added: Omit<ChatMessage, 'id'>[]): ChatMessage[] {
  let next = state.messages.length;
  return [...state.messages, ...added.map((m) => ({ ...m, id: next++ }))];
}

function answer(state: StepwiseChatState, value: string): StepwiseChatState {
  const field = STEP_FIELDS[state.step];
  if (!field) return state;
  const check = validateStepwiseInput(field, value);
  if (!check.ok) return { ...state, inputError: check.message };
  const said = { from: 'user' as const, text: check.value };

  if (field === 'name') {
    const messages = withMessages(state, said, { from: 'agent', text: STEPWISE_PROMPTS.email(check.value) });
    return { ...state, name: check.value, step: STEPWISE_STEPS.email, messages, inputError: null };
  }
  if (field === 'email') {
    const messages = withMessages(state, said, { from: 'agent', text: STEPWISE_PROMPTS.details });
    return { ...state, email: check.value, step: STEPWISE_STEPS.details, messages, inputError: null };
  }
  // Leaving the details step is when the price is decided, from the project text alone.
  const price = stepwisePrice(check.value);
  const messages = withMessages(state, said, { from: 'agent', text: STEPWISE_PROMPTS.price(price) });
  return {
    ...state,
    details: check.value,
    price,
    breakdown: stepwiseBreakdown(price),
    step: STEPWISE_STEPS.send,
    messages,
    inputError: null,
  };
}

export function stepwiseChatReducer(state: StepwiseChatState, action: StepwiseChatAction): StepwiseChatState {
  switch (action.type) {
    case 'answer':
      return answer(state, action.value);
    case 'edit':
      return state.inputError ? { ...state, inputError: null } : state;
    case 'send-started':
      if (state.step !== STEPWISE_STEPS.send || state.sending) return state;
      return { ...state, sending: true, sendError: null };
    case 'quote-created':
      if (!state.sending) return state;
      return { ...state, quoteId: action.quoteId, quoteNumber: action.quoteNumber };
    case 'send-succeeded':
      if (!state.sending || !state.quoteNumber) return state;
      return {
        ...state,
        sending: false,
        step: STEPWISE_STEPS.done,
        messages: withMessages(state, {
          from: 'agent',
          text: STEPWISE_PROMPTS.done(state.quoteNumber, state.email),
        }),
      };
    case 'send-failed':
      if (!state.sending) return state;
      return { ...state, sending: false, sendError: action.message ?? QUOTE_TOASTS.demoQuoteFailed };
    case 'restart':
      return initialStepwiseChat();
  }
}

/** What create_quote_with_customer receives once the chat reaches the send step; null before. */
export function stepwiseQuotePayload(
  state: StepwiseChatState,
): { customer: { name: string; email: string }; quote: QuoteDataInput } | null {
  if (!state.breakdown) return null;
  return {
    customer: { name: state.name, email: state.email },
    quote: { description: state.details, ...state.breakdown },
  };
}
