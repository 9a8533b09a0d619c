import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { type FrameMessage, frameMessage, messageFromHost } from '../../../widget/widget-messages';

export type HostBridge = {
  /** The page runs inside the widget's frame (not opened on its own). */
  framed: boolean;
  /**
   * A widget loader drives the frame, so a close button has someone to ask; a chat shown inline in
   * a page (the landing page's live preview, `inline=1`) has nothing to close.
   */
  closable: boolean;
  /** The panel is on screen (the loader says so); always true when not framed. */
  visible: boolean;
  /** Asks the loader to close the panel. */
  close: () => void;
  /** Tells the loader how many agent messages came while the panel was hidden. */
  reportUnread: (count: number) => void;
};

/**
 * Where messages to the loader go before it has written to us: the framing page's origin as the
 * browser reports it, or, where it does not (no ancestorOrigins, no referrer), any origin: the
 * first message says only that the chat is ready. Once the loader writes, its origin is used.
 */
function initialParentOrigin(): string {
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    if (document.referrer) return new URL(document.referrer).origin;
  } catch {
    // an unreadable referrer: fall through
  }
  return '*';
}

/**
 * The chat frame's side of the widget's messages: it says `ready` once it listens, follows the
 * loader's `open` / `hidden`, and asks to `close` (its close button, Escape). Only messages from
 * the window that frames it, in the known shapes, are heard (see src/widget/widget-messages.ts).
 */
export function useHostBridge(onOpen: () => void, options: { inline: boolean }): HostBridge {
  const [framed] = useState(() => window.parent !== window);
  const closable = framed && !options.inline;
  const [visible, setVisible] = useState(true);
  const targetOrigin = useRef<string | null>(null);
  const opened = useEffectEvent(onOpen);

  const post = useCallback(
    (message: FrameMessage) => {
      if (!framed) return;
      targetOrigin.current ??= initialParentOrigin();
      window.parent.postMessage(message, targetOrigin.current);
    },
    [framed],
  );

  useEffect(() => {
    if (!framed) return;
    const listen = (event: MessageEvent) => {
      const message = messageFromHost(event, window.parent, window);
      if (!message) return;
      targetOrigin.current = event.origin;
      setVisible(message.type === 'open');
      if (message.type === 'open') opened();
    };
    // Escape that ends an input method's composition is not meant for the chat.
    const onKeyDown = (event: KeyboardEvent) => {
      if (closable && event.key === 'Escape' && !event.defaultPrevented && !event.isComposing)
        post(frameMessage('close'));
    };
    window.addEventListener('message', listen);
    document.addEventListener('keydown', onKeyDown);
    post(frameMessage('ready'));
    return () => {
      window.removeEventListener('message', listen);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [framed, closable, post]);

  const close = useCallback(() => post(frameMessage('close')), [post]);
  const reportUnread = useCallback((count: number) => post(frameMessage('unread', count)), [post]);
  return { framed, closable, visible: visible || !framed, close, reportUnread };
}
