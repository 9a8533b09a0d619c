import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from '../../../domain/demo-pricing';
import { matchPublicQuote } from '../../../domain/public-quote-pricing';
import { STEPWISE_STEPS } from '../../../domain/stepwise-quote';
import { createQuoteWithCustomerSchema } from '../../../domain/validation/secure-quote';
import {
  initialStepwiseChat,
  type StepwiseChatAction,
  type StepwiseChatState,
  stepwiseChatReducer,
  stepwiseQuotePayload,
} from './stepwise-chat-reducer';

function run(...actions: StepwiseChatAction[]): StepwiseChatState {
  return actions.reduce(stepwiseChatReducer, initialStepwiseChat());
}

const answer = (value: string): StepwiseChatAction => ({ type: 'answer', value });
const toSendStep = [answer('Dana'), answer('dana@example.com'), answer('sprinter van wrap')];

describe('stepwise chat reducer', () => {
  it('starts on the name step with the greeting', () => {
    const state = initialStepwiseChat();
    expect(state.step).toBe(STEPWISE_STEPS.name);
    expect(state.messages).toEqual([{ id: 0, from: 'agent', text: expect.stringContaining('your name') }]);
  });

  it('keeps the step and shows the spec message for each invalid answer', () => {
    expect(run(answer(' D ')).inputError).toBe('Name must be at least 2 characters long');
    expect(run(answer('Dana'), answer('dana@')).inputError).toBe('Please enter a valid email address');
    const short = run(answer('Dana'), answer('dana@example.com'), answer('van'));
    expect(short.inputError).toBe('Please provide more details about your project');
    expect(short.step).toBe(STEPWISE_STEPS.details);
    expect(short.messages).toHaveLength(5);
  });

  it('withdraws the message when the visitor edits', () => {
    const state = run(answer('D'), { type: 'edit' });
    expect(state.inputError).toBeNull();
    expect(state.step).toBe(STEPWISE_STEPS.name);
  });

  it('stores sanitised answers and echoes them', () => {
    const state = run(answer('  <Dana>  '));
    expect(state.name).toBe('Dana');
    expect(state.messages[1]).toEqual({ id: 1, from: 'user', text: 'Dana' });
    expect(state.messages[2]?.text).toContain('Nice to meet you, Dana!');
  });

  it('caps name and details at their input limits', () => {
    const state = run(answer('n'.repeat(120)), answer('dana@example.com'), answer(`car ${'x'.repeat(600)}`));
    expect(state.name).toHaveLength(100);
    expect(state.details).toHaveLength(500);
  });

  it('prices the project on leaving the details step, with the breakdown', () => {
    const state = run(...toSendStep);
    expect(state.step).toBe(STEPWISE_STEPS.send);
    expect(state.price).toBe(1800);
    expect(state.breakdown).toMatchObject({
      subtotal: 1656,
      tax_amount: 144,
      material_cost: 1080,
      setup_fee: 150,
      quantity: 1,
      square_footage: 100,
      project_type: 'custom',
      material: 'standard-vinyl',
      total_amount: 1800,
    });
    expect(state.messages.at(-1)?.text).toContain('$1,800');
  });

  it('uses the default price when no keyword matches', () => {
    expect(run(answer('Dana'), answer('dana@example.com'), answer('logo on a boat')).price).toBe(1299);
  });

  it('ignores typed answers after the details step', () => {
    const state = run(...toSendStep);
    expect(stepwiseChatReducer(state, answer('fleet'))).toBe(state);
  });

  it('creates the quote, then e-mails it: done only once it was sent, naming the address', () => {
    const sending = run(...toSendStep, { type: 'send-started' });
    expect(sending.sending).toBe(true);
    expect(stepwiseChatReducer(sending, { type: 'send-started' })).toBe(sending);
    const created = stepwiseChatReducer(sending, {
      type: 'quote-created',
      quoteId: 'quote-1',
      quoteNumber: 'Q-2025-0042',
    });
    expect(created.step).toBe(STEPWISE_STEPS.send);
    expect(created.sending).toBe(true);
    const done = stepwiseChatReducer(created, { type: 'send-succeeded' });
    expect(done.step).toBe(STEPWISE_STEPS.done);
    expect(done.quoteNumber).toBe('Q-2025-0042');
    expect(done.messages.at(-1)?.text).toBe(`Done! Your quote Q-2025-0042 is on its way to ${done.email}.`);
    // Nothing was created yet: nothing can have been sent.
    expect(stepwiseChatReducer(sending, { type: 'send-succeeded' })).toBe(sending);
  });

  it('keeps the created quote when its e-mail fails, with the reason, for another try', () => {
    const failed = run(
      ...toSendStep,
      { type: 'send-started' },
      { type: 'quote-created', quoteId: 'quote-1', quoteNumber: 'Q-2025-0042' },
      { type: 'send-failed', message: 'Failed to send quote. Please try again.' },
    );
    expect(failed.sendError).toBe('Failed to send quote. Please try again.');
    expect(failed.step).toBe(STEPWISE_STEPS.send);
    expect(failed.quoteId).toBe('quote-1');
    const retry = stepwiseChatReducer(failed, { type: 'send-started' });
    expect(retry).toMatchObject({ sending: true, sendError: null, quoteId: 'quote-1' });
  });

  it('reports a failed send with the spec message and allows another try', () => {
    const failed = run(...toSendStep, { type: 'send-started' }, { type: 'send-failed' });
    expect(failed.sendError).toBe('Error: Failed to create demo quote');
    expect(failed.step).toBe(STEPWISE_STEPS.send);
    const retry = stepwiseChatReducer(failed, { type: 'send-started' });
    expect(retry.sending).toBe(true);
    expect(retry.sendError).toBeNull();
  });

  it('does not send before the send step', () => {
    const early = run(answer('Dana'));
    expect(stepwiseChatReducer(early, { type: 'send-started' })).toBe(early);
  });

  it('restarts from the greeting', () => {
    expect(run(...toSendStep, { type: 'restart' })).toEqual(initialStepwiseChat());
  });
});

describe('stepwiseQuotePayload', () => {
  it('is null before a price exists', () => {
    expect(stepwiseQuotePayload(run(answer('Dana')))).toBeNull();
  });

  it('is a valid create_quote_with_customer payload once priced', () => {
    const payload = stepwiseQuotePayload(run(...toSendStep))!;
    expect(payload.quote).toMatchObject({ description: 'sprinter van wrap', total_amount: 1800 });
    const parsed = createQuoteWithCustomerSchema.safeParse({
      customer_data: { ...payload.customer, source: 'website' },
      quote_data: payload.quote,
    });
    expect(parsed.success).toBe(true);
  });

  it('states the figures the server accepts for every keyword price', () => {
    for (const project of [
      'fleet of delivery vans',
      'sprinter van wrap',
      'box truck logo',
      'coupe stripes',
      'boat hull',
    ]) {
      const payload = stepwiseQuotePayload(run(answer('Dana'), answer('dana@example.com'), answer(project)))!;
      const parsed = createQuoteWithCustomerSchema.parse({
        customer_data: { ...payload.customer, source: 'website' },
        quote_data: payload.quote,
      });
      expect(matchPublicQuote(DEMO_PRICING, parsed.quote_data)?.totalAmount, project).toBe(
        payload.quote.total_amount,
      );
    }
  });
});
