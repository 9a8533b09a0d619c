import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { QUOTE_EMAIL_TEXTS } from '../../../domain/quotes';
import { STEPWISE_STEPS } from '../../../domain/stepwise-quote';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { createQuoteWithCustomer, emailQuote, emailQuoteFailureText } from '../quote-card';
import { StepwiseChatInput } from './stepwise-chat-input';
import { StepwiseChatLog } from './stepwise-chat-log';
import {
  initialStepwiseChat,
  STEP_FIELDS,
  stepwiseChatReducer,
  stepwiseQuotePayload,
} from './stepwise-chat-reducer';
import { StepwiseQuoteSummary } from './stepwise-quote-summary';

const STEP_TITLES = ['Your name', 'Your email', 'Your project', 'Send your quote'] as const;

/** A four-question quote chat: name, e-mail, project, then a priced demo quote to create. */
export function StepwiseQuoteChat({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const id = useId();
  const [state, dispatch] = useReducer(stepwiseChatReducer, undefined, initialStepwiseChat);
  // The draft belongs to one step: once the step moves on, the new input starts empty.
  const [draft, setDraftState] = useState({ step: state.step, value: '' });
  const draftValue = draft.step === state.step ? draft.value : '';
  const inputRef = useRef<HTMLInputElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  // Focus follows the conversation only once the visitor has joined it, never on page load.
  const engaged = useRef(false);
  const field = STEP_FIELDS[state.step];

  // First mount of the prerendered page: adopt what was typed before hydration, which is in the
  // input but not in state.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setDraftState({ step: STEPWISE_STEPS.name, value: typed });
  }, []);

  useEffect(() => {
    if (!engaged.current) return;
    if (STEP_FIELDS[state.step]) inputRef.current?.focus();
    else actionRef.current?.focus();
  }, [state.step]);

  // Creates the quote (once: a failed e-mail keeps it), then e-mails it to the address given.
  async function sendQuote() {
    const payload = stepwiseQuotePayload(state);
    if (!payload || state.sending) return;
    dispatch({ type: 'send-started' });
    let quoteId = state.quoteId;
    let quoteNumber = state.quoteNumber;
    if (!quoteId || !quoteNumber) {
      try {
        const created = await createQuoteWithCustomer(payload.customer, payload.quote);
        quoteId = created.quote_id;
        quoteNumber = created.quote_number;
        dispatch({ type: 'quote-created', quoteId, quoteNumber });
      } catch {
        dispatch({ type: 'send-failed' });
        return;
      }
    }
    try {
      await emailQuote(quoteId, payload.customer.email);
      dispatch({ type: 'send-succeeded' });
      toast.success(QUOTE_EMAIL_TEXTS.sent, { description: `Quote ${quoteNumber}` });
    } catch (error) {
      const message = emailQuoteFailureText(error);
      dispatch({ type: 'send-failed', message });
      toast.error(QUOTE_EMAIL_TEXTS.sendFailedTitle, { description: message });
    }
  }

  const stepNumber = Math.min(state.step, STEPWISE_STEPS.send) + 1;
  const done = state.step === STEPWISE_STEPS.done;

  return (
    <Card asChild>
      <section aria-labelledby={`${id}-heading`}>
        <CardHeader>
          <Heading id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
            Stepwise quote chat
          </Heading>
          <CardDescription>Answer three quick questions and get a priced quote.</CardDescription>
          <p className="text-sm font-medium">
            {done
              ? 'All steps complete'
              : `Step ${stepNumber} of ${STEP_TITLES.length}: ${STEP_TITLES[stepNumber - 1]}`}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <StepwiseChatLog messages={state.messages} label="Quote chat conversation" />
          {field ? (
            <StepwiseChatInput
              key={field}
              field={field}
              value={draftValue}
              error={state.inputError}
              inputRef={inputRef}
              onChange={(value) => {
                setDraftState({ step: state.step, value });
                dispatch({ type: 'edit' });
              }}
              onSubmit={() => {
                engaged.current = true;
                dispatch({ type: 'answer', value: draftValue });
              }}
            />
          ) : state.price !== null && state.breakdown ? (
            <StepwiseQuoteSummary
              price={state.price}
              breakdown={state.breakdown}
              sending={state.sending}
              sendError={state.sendError}
              email={state.email}
              quoteNumber={done ? state.quoteNumber : null}
              actionRef={actionRef}
              onSend={sendQuote}
              onRestart={() => {
                engaged.current = true;
                setDraftState({ step: STEPWISE_STEPS.name, value: '' });
                dispatch({ type: 'restart' });
              }}
            />
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}
