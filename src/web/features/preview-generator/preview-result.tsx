import { ArrowRightIcon, RocketIcon, RotateCcwIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { GenerateAgentPreviewResponse } from '../../../domain/contracts/previews.contract';
import { PREVIEW_TEXTS, previewAgentType, previewPlanId } from '../../../domain/preview';
import type { BusinessType } from '../../../domain/validation/preview-questionnaire';
import { MessageBubble } from '../../components/chat/message-bubble';
import { Button } from '../../components/ui/button';
import { PreviewEmailForm } from './preview-email-form';
import type { EmailForm } from './preview-generator-reducer';
import { isSameSiteWidgetUrl } from './preview-widget-url';

type PreviewResultProps = {
  result: GenerateAgentPreviewResponse;
  /** Carried by Start Free Trial: the new workspace adopts this preview once its address is verified. */
  previewId: string | null;
  website: string;
  businessType: BusinessType | null;
  email: string;
  emailForm: EmailForm;
  onOpenEmail: () => void;
  onSendEmail: (email: string) => void;
  onRestart: () => void;
};

/** The ready preview: the question and the agent's reply, the e-mail form, what to do next, the live agent. */
export function PreviewResult({
  result,
  previewId,
  website,
  businessType,
  email,
  emailForm,
  onOpenEmail,
  onSendEmail,
  onRestart,
}: PreviewResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const plan = previewPlanId(previewAgentType(businessType));

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="preview-result-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h3
          id="preview-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold focus-visible:outline-none"
        >
          <SparklesIcon className="size-5 shrink-0 text-brand" aria-hidden="true" />
          {PREVIEW_TEXTS.ready}
        </h3>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          A customer asked your agent a question; it answered from what it learnt on {website}.
        </p>
      </div>
      <ul
        aria-label="Preview conversation"
        className="flex flex-col gap-3 rounded-xl border bg-muted/30 p-3 sm:p-4"
      >
        <li className="flex flex-col" data-testid="preview-inquiry">
          <MessageBubble from="visitor" speaker="Customer">
            {result.customerInquiry}
          </MessageBubble>
        </li>
        <li className="flex flex-col" data-testid="preview-reply">
          <MessageBubble from="agent" speaker="Your agent">
            {result.generatedResponse}
          </MessageBubble>
        </li>
      </ul>
      <PreviewEmailForm form={emailForm} defaultEmail={email} onOpen={onOpenEmail} onSend={onSendEmail} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link to={`/start-trial?plan=${plan}${previewId ? `&preview=${previewId}` : ''}`}>
            Start Free Trial
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/dashboard">
            <RocketIcon aria-hidden="true" />
            Deploy This Agent
          </Link>
        </Button>
      </div>
      {isSameSiteWidgetUrl(result.widgetUrl) ? (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">Chat with your agent live</h4>
          <p className="text-sm text-muted-foreground">Ask it anything a customer of yours would.</p>
          <iframe
            title="Live chat with your AI agent preview"
            src={result.widgetUrl}
            loading="lazy"
            className="h-[28rem] w-full rounded-xl border bg-card sm:h-[32rem]"
          />
        </div>
      ) : null}
      <Button variant="ghost" className="self-start" onClick={onRestart}>
        <RotateCcwIcon aria-hidden="true" />
        Create another preview
      </Button>
    </section>
  );
}
