import { InfoIcon, MessageCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/document-meta';
import { SocialDemoChat } from './social-showcase/social-demo-chat';
import { SocialTierChooser } from './social-showcase/social-tier-chooser';

export function SocialShowcasePage() {
  useDocumentMeta({
    title: 'SocialAgent Showcase',
    description:
      'Try a scripted SocialAgent conversation: AI answers for your social direct messages, day and night, with quotes and checkout links.',
  });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-accent px-4 py-3 text-sm">
        <Badge>Demo Mode</Badge>
        <span className="flex items-start gap-2">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Replies come from a fixed script and nothing you type is sent anywhere.
        </span>
      </div>
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">SocialAgent Showcase</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        SocialAgent answers your customers' direct messages on two social platforms, day and night: prices,
        sizes, shipping, and a checkout link right in the chat. Send a message below to see how it sounds.
      </p>
      <div className="mt-6">
        <Button asChild size="lg">
          <Link to="/agent-demo-social/live">
            <MessageCircleIcon aria-hidden="true" />
            Try the live demo
          </Link>
        </Button>
      </div>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
        <SocialDemoChat />
        <SocialTierChooser />
      </div>
    </div>
  );
}
