import { XIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { ChatQuote } from '../../../domain/contracts/chat-quote.contract';
import { QUOTE_EMAIL_TEXTS, QUOTE_TOASTS } from '../../../domain/quotes';
import { ANIMATION_TIMINGS } from '../../../domain/ui-constants';
import {
  canSendQuoteEmbed,
  QUOTE_EMBED_INVALID_EMAIL_TOAST,
  QUOTE_EMBED_STEPS,
} from '../../../domain/validation/quote-embed';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { ReviewDialog } from '../reviews';
import { shouldPromptReview } from './quote-wizard-rules';
import { NoQuoteYetStep, QuoteEmailStep, QuotePreviewStep, QuoteSentStep } from './quote-wizard-steps';
import {
  type ChatConversationRef,
  createQuoteFailureText,
  emailChatQuote,
  quoteFailureDetail,
  type StoredChatQuote,
  sendQuoteFailureText,
  storeChatQuote,
} from './send-chat-quote';

type Step = (typeof QUOTE_EMBED_STEPS)[keyof typeof QUOTE_EMBED_STEPS];

export type QuoteWizardProps = {
  /** A review was already submitted in this chat: no second prompt. */
  reviewSubmitted: boolean;
  onReviewSubmitted: () => void;
  onDismiss: () => void;
  /** The chat's conversation (null before its first answer). */
  conversation: ChatConversationRef;
  /** The quote the agent priced in this conversation; null until it has priced one. */
  quote: ChatQuote | null;
};

/**
 * The quote embed shown inside a live chat once the visitor talks about prices (spec main-site
 * §4–§5): e-mail (step 0), preview (1), sent (2). It shows and sends the quote the agent priced in
 * this conversation (never a sample one): until the agent has priced one, it asks for the details
 * instead. Sending stores that quote (create-chat-quote; once), then e-mails it; trying again after
 * a failed e-mail sends the same quote. A review prompt follows the sent quote after a short pause.
 * Loaded on demand with its validation and review code, which most chats never need.
 */
export function QuoteWizard({
  reviewSubmitted,
  onReviewSubmitted,
  onDismiss,
  conversation,
  quote,
}: QuoteWizardProps) {
  const id = useId();
  const [step, setStep] = useState<Step>(QUOTE_EMBED_STEPS.email);
  const [email, setEmail] = useState('');
  // The stored quote, for the chat quote it stores: a quote the agent prices anew is stored anew.
  const [stored, setStored] = useState<{ of: ChatQuote; quote: StoredChatQuote } | null>(null);
  const storedQuote = stored && stored.of === quote ? stored.quote : null;
  const [sentQuote, setSentQuote] = useState<StoredChatQuote | null>(null);
  const [sending, setSending] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the steps only after the visitor moved them, never when the wizard appears.
  const moved = useRef(false);
  const sent = step === QUOTE_EMBED_STEPS.sent;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new step's heading takes focus.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const reviewDue = useEffectEvent(() => shouldPromptReview({ quoteSent: true, reviewSubmitted }));
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      if (reviewDue()) setReviewOpen(true);
    }, ANIMATION_TIMINGS.reviewPromptDelayMs);
    return () => window.clearTimeout(timer);
  }, [sent]);

  function goTo(next: Step) {
    moved.current = true;
    setStep(next);
  }

  function continueWithEmail() {
    if (!canSendQuoteEmbed(email)) {
      toast.error(QUOTE_EMBED_INVALID_EMAIL_TOAST.title, {
        description: QUOTE_EMBED_INVALID_EMAIL_TOAST.description,
      });
      return;
    }
    goTo(QUOTE_EMBED_STEPS.preview);
  }

  async function sendQuote() {
    if (sending || !quote) return;
    setSending(true);
    setCreateError(null);
    let created = storedQuote;
    if (!created) {
      try {
        created = await storeChatQuote(quote, conversation);
        setStored({ of: quote, quote: created });
      } catch (error) {
        setCreateError(createQuoteFailureText(error));
        toast.error(QUOTE_TOASTS.createFailedTitle, {
          description: quoteFailureDetail(error) ?? QUOTE_TOASTS.createFailedFallback,
        });
        setSending(false);
        return;
      }
    }
    try {
      await emailChatQuote(created, email, conversation);
      toast.success(QUOTE_EMAIL_TEXTS.sent, { description: `Quote ${created.quoteNumber}` });
      setSentQuote(created);
      goTo(QUOTE_EMBED_STEPS.sent);
    } catch (error) {
      toast.error(QUOTE_EMAIL_TEXTS.sendFailedTitle, { description: sendQuoteFailureText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <p id={`${id}-title`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {quote || sent ? `Instant quote · step ${step + 1} of 3` : 'Instant quote'}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 size-9"
          onClick={onDismiss}
          aria-label="Close quote form"
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {!quote && !sent ? (
        <NoQuoteYetStep headingRef={headingRef} />
      ) : step === QUOTE_EMBED_STEPS.email ? (
        <QuoteEmailStep
          headingRef={headingRef}
          email={email}
          canContinue={canSendQuoteEmbed(email)}
          onChange={setEmail}
          onSubmit={continueWithEmail}
        />
      ) : step === QUOTE_EMBED_STEPS.preview ? (
        <QuotePreviewStep
          headingRef={headingRef}
          quote={quote!}
          email={email}
          sending={sending}
          createError={createError}
          onSend={sendQuote}
          onChangeEmail={() => {
            setCreateError(null);
            goTo(QUOTE_EMBED_STEPS.email);
          }}
        />
      ) : (
        <QuoteSentStep
          headingRef={headingRef}
          email={email}
          quoteNumber={sentQuote?.quoteNumber ?? ''}
          reviewSubmitted={reviewSubmitted}
          onReview={() => setReviewOpen(true)}
        />
      )}
      <ReviewDialog
        open={reviewOpen}
        onOpenChange={setReviewOpen}
        quoteId={sentQuote?.quoteId}
        onSubmitted={onReviewSubmitted}
        description="Your quote is on its way. How was your chat? Your feedback helps us improve."
      />
    </section>
  );
}
