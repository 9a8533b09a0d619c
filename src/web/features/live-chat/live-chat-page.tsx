import { ArrowLeftIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import type { AgentType } from '../../../domain/agent-types';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/document-meta';
import { trackBehaviour } from './behaviour-log';
import { LiveChatWindow } from './live-chat-window';
import type { LiveChatOptions } from './use-live-chat';

export type LiveChatPageProps = {
  agentType: AgentType;
  agentName: string;
  title: string;
  description: string;
  lead: string;
  backTo: string;
  backLabel: string;
  /**
   * The demo business the chat talks to; the platform demo (the wrap shop) when absent. The quote
   * form is the wrap shop's: the shop and social demos sell at catalogue prices.
   */
  chatOptions?: LiveChatOptions;
  /** What to try, under the lead (e.g. example order numbers); the price-quote note otherwise. */
  hint?: ReactNode;
};

/** A live chat page: the way back to the agent's demo, a heading, and the chat window. */
export function LiveChatPage({
  agentType,
  agentName,
  title,
  description,
  lead,
  backTo,
  backLabel,
  chatOptions,
  hint,
}: LiveChatPageProps) {
  useDocumentMeta({ title, description });
  // The behaviour profile sent with each turn is scored into the visitor's lead profile.
  useEffect(() => trackBehaviour(), []);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={backTo}>
          <ArrowLeftIcon aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{lead}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        This is a real conversation with the agent: your messages are stored, and a team member may read them
        and reply. {hint ?? 'Ask about prices to get a quote by email.'}
      </p>
      <div className="mt-6">
        <LiveChatWindow
          agentType={agentType}
          agentName={agentName}
          options={chatOptions}
          quoteWizard={chatOptions === undefined}
        />
      </div>
    </div>
  );
}
