import { RotateCcwIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { BRANDS, type BrandConfig } from '../../../domain/brands';
import type { WidgetConfig } from '../../../domain/contracts/widget.contract';
import { BrandProvider } from '../../app/brand-provider';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentMeta } from '../../lib/document-meta';
import { EmbedChatWindow } from './embed-chat-window';
import { type HostBridge, useHostBridge } from './use-host-bridge';
import { useResumedConversation } from './use-resumed-conversation';
import { useWidgetConfig } from './use-widget-config';

function ChatMeta({ config }: { config: WidgetConfig }) {
  useDocumentMeta({ title: `Chat with ${config.agentName}` });
  return null;
}

function Unavailable({
  message,
  onRetry,
  bridge,
}: {
  message: string;
  onRetry: (() => void) | null;
  bridge: HostBridge;
}) {
  useDocumentMeta({ title: 'Chat unavailable' });
  return (
    <main className="flex h-dvh flex-col items-center justify-center gap-4 bg-card p-6 text-center text-card-foreground">
      <TriangleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
      <h1 className="text-lg font-semibold">Chat unavailable</h1>
      <p role="alert" className="max-w-sm text-sm text-muted-foreground">
        {message}
      </p>
      <div className="flex gap-2">
        {onRetry ? (
          <Button onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            Try again
          </Button>
        ) : null}
        {bridge.closable ? (
          <Button variant="outline" onClick={bridge.close}>
            <XIcon aria-hidden="true" />
            Close chat
          </Button>
        ) : null}
      </div>
    </main>
  );
}

/**
 * /embed/chat?workspace=KEY[&agent=TYPE][&inline=1]: the chat inside the widget's frame on a business's
 * site, in the workspace's brand colours, with its agent's name and welcome line. Also usable on
 * its own (a direct link to the chat). Framing is limited to the workspace's allowed domains by
 * the page's Content-Security-Policy (see src/server/http/security-headers.ts).
 */
export function EmbedChatPage() {
  // Read from the address, not the router: the frame runs without one (embed-main.tsx), and its
  // query never changes while it is open.
  const query = new URLSearchParams(window.location.search);
  const workspaceKey = query.get('workspace') ?? '';
  const { state, retry } = useWidgetConfig(workspaceKey, query.get('agent'));
  // Read alongside the config, so a reload shows the conversation, not a welcome that then changes.
  const resume = useResumedConversation(workspaceKey);
  const [focusRequest, setFocusRequest] = useState(0);
  const bridge = useHostBridge(() => setFocusRequest((n) => n + 1), { inline: query.get('inline') === '1' });
  // One object per loaded config, so the brand provider's effect runs once, not on every render.
  const brand = useMemo(
    () =>
      state.status === 'ready'
        ? withColor(BRANDS[state.config.brand.key], state.config.brand.color)
        : undefined,
    [state],
  );

  if (state.status === 'loading' || (state.status === 'ready' && resume.status === 'loading')) {
    return (
      <main className="flex h-dvh items-center justify-center bg-card">
        <Spinner label="Loading the chat" showLabel size="lg" className="flex-col" />
      </main>
    );
  }
  if (state.status === 'error') {
    return <Unavailable message={state.message} onRetry={state.retryable ? retry : null} bridge={bridge} />;
  }
  const chat = (
    <>
      <ChatMeta config={state.config} />
      <EmbedChatWindow
        config={state.config}
        workspaceKey={workspaceKey}
        resumed={resume.status === 'open' ? resume : null}
        bridge={bridge}
        focusRequest={focusRequest}
      />
    </>
  );
  // The workspace's brand colours, not those of the host name this page is served on.
  return brand ? <BrandProvider brand={brand}>{chat}</BrandProvider> : chat;
}

/** The brand with the workspace's own colour (onboarding's branding) as its primary. */
function withColor(brand: BrandConfig | undefined, color: string): BrandConfig | undefined {
  if (!brand || brand.colors.primary === color) return brand;
  return { ...brand, colors: { ...brand.colors, primary: color } };
}
