import { CheckCircle2Icon, Loader2Icon, MailIcon, StarIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';
import type { ChatQuote } from '../../../domain/contracts/chat-quote.contract';
import { QUOTE_EMAIL_TEXTS } from '../../../domain/quotes';
import { EMAIL_MAX_LENGTH } from '../../../domain/validation/email';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { describedBy } from '../../lib/aria';
import { QuoteBreakdown } from '../quote-card';
import { chatQuoteRows, chatQuoteSpec } from './quote-wizard-rules';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

const STEP_HEADING = 'text-base font-semibold outline-none';

/** Before the agent has priced the job: what it needs, instead of a made-up quote. */
export function NoQuoteYetStep({ headingRef }: { headingRef: HeadingRef }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 ref={headingRef} tabIndex={-1} className={STEP_HEADING}>
        Your quote
      </h3>
      <p className="text-sm text-muted-foreground">
        Tell us in the chat what the job is (project type, material and size in square feet) and your exact
        quote will appear here, ready to e-mail.
      </p>
    </div>
  );
}

type EmailStepProps = {
  headingRef: HeadingRef;
  email: string;
  canContinue: boolean;
  onChange: (email: string) => void;
  onSubmit: () => void;
};

/** Step 0: where to send the quote. Continue stays disabled until the address has an '@'. */
export function QuoteEmailStep({ headingRef, email, canContinue, onChange, onSubmit }: EmailStepProps) {
  const id = useId();
  const hintId = `${id}-hint`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  // Enter with the button disabled would do nothing at all; say why instead.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !canContinue) {
      event.preventDefault();
      onSubmit();
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
      <h3 ref={headingRef} tabIndex={-1} className={STEP_HEADING}>
        Get your quote by email
      </h3>
      <p id={hintId} className="text-sm text-muted-foreground">
        Tell us where to send it and we will show you the quote first.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>Your email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={handleKeyDown}
        />
      </div>
      <Button type="submit" className="self-start" disabled={!canContinue}>
        See my quote
      </Button>
    </form>
  );
}

type PreviewStepProps = {
  headingRef: HeadingRef;
  /** The quote the agent priced in this conversation. */
  quote: ChatQuote;
  email: string;
  sending: boolean;
  createError: string | null;
  onSend: () => void;
  onChangeEmail: () => void;
};

/** Step 1: the quote as it will be sent. */
export function QuotePreviewStep({
  headingRef,
  quote,
  email,
  sending,
  createError,
  onSend,
  onChangeEmail,
}: PreviewStepProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-3" aria-busy={sending}>
      <h3 ref={headingRef} tabIndex={-1} className={STEP_HEADING}>
        Your quote
      </h3>
      <p className="text-sm text-muted-foreground">{quote.description}</p>
      <p className="text-sm font-medium">{chatQuoteSpec(quote)}</p>
      <QuoteBreakdown rows={chatQuoteRows(quote)} className="bg-background" />
      <p className="text-sm [overflow-wrap:anywhere]">
        Sending to <span className="font-medium">{email.trim()}</span>
      </p>
      <FieldMessage id={errorId} message={createError} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSend} disabled={sending} aria-describedby={describedBy(createError && errorId)}>
          {sending ? (
            <Loader2Icon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <MailIcon aria-hidden="true" />
          )}
          Send Quote
        </Button>
        <Button variant="outline" onClick={onChangeEmail} disabled={sending}>
          Change email
        </Button>
      </div>
    </div>
  );
}

type SentStepProps = {
  headingRef: HeadingRef;
  email: string;
  quoteNumber: string;
  reviewSubmitted: boolean;
  onReview: () => void;
};

/** Step 2: sent; a review can be left from here if the prompt was closed. */
export function QuoteSentStep({ headingRef, email, quoteNumber, reviewSubmitted, onReview }: SentStepProps) {
  return (
    <div className="flex flex-col gap-3">
      <h3 ref={headingRef} tabIndex={-1} className={`${STEP_HEADING} flex items-center gap-2`}>
        <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
        {QUOTE_EMAIL_TEXTS.sent}
      </h3>
      <p className="text-sm [overflow-wrap:anywhere]">
        Quote <span className="font-mono font-semibold">{quoteNumber}</span> is on its way to{' '}
        <span className="font-medium">{email.trim()}</span>.
      </p>
      {reviewSubmitted ? null : (
        <Button variant="outline" className="self-start" onClick={onReview}>
          <StarIcon aria-hidden="true" />
          Leave a Review
        </Button>
      )}
    </div>
  );
}
