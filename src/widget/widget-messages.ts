// The messages the loader (on the business's page) and the chat frame (/embed/chat) exchange with
// postMessage. Both sides check who sent a message and accept only these exact shapes: any script
// on the host page can post to either window, so anything else is ignored.

/** Marks our messages among whatever else the host page posts around. */
export const WIDGET_MESSAGE_SOURCE = 'agent-widget';

/** Unread counts above this are shown as this number (the badge has room for two digits). */
export const MAX_UNREAD = 99;

/** From the chat frame to the loader. */
export type FrameMessage =
  /** The chat is listening: the loader answers with `open` or `hidden`. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'ready' }
  /** The visitor closed the chat from inside (its close button, Escape). */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'close' }
  /** Agent messages that arrived while the chat was hidden. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'unread'; count: number };

/** From the loader to the chat frame. */
export type HostMessage =
  /** The chat is on screen: the frame takes the keyboard focus. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'open' }
  /** The chat is off screen: new agent messages count as unread. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'hidden' };

/** What a MessageEvent carries that the checks need (a plain object in tests). */
export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

type Fields = Record<string, unknown>;

/** A plain object of ours with exactly `keys` (no more), or null. */
function ours(data: unknown, keys: string[]): Fields | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const fields = data as Fields;
  const present = Object.keys(fields);
  if (fields.source !== WIDGET_MESSAGE_SOURCE || present.length !== keys.length) return null;
  return keys.every((key) => present.includes(key)) ? fields : null;
}

function typed<T>(data: unknown, types: string[]): T | null {
  const fields = ours(data, ['source', 'type']);
  return fields && types.includes(fields.type as string) ? (fields as T) : null;
}

/** The frame's message in `data`, or null if it is anything else. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  const unread = ours(data, ['source', 'type', 'count']);
  if (unread) {
    const { count } = unread;
    return unread.type === 'unread' && Number.isInteger(count) && (count as number) >= 0
      ? { source: WIDGET_MESSAGE_SOURCE, type: 'unread', count: Math.min(count as number, MAX_UNREAD) }
      : null;
  }
  return typed<FrameMessage>(data, ['ready', 'close']);
}

/** The loader's message in `data`, or null if it is anything else. */
export function readHostMessage(data: unknown): HostMessage | null {
  return typed<HostMessage>(data, ['open', 'hidden']);
}

/**
 * The loader's check: a message counts only if it comes from its own frame's window and from the
 * origin the frame was loaded from (the window alone could have navigated elsewhere).
 */
export function messageFromFrame(
  event: ReceivedMessage,
  frame: { origin: string; window: unknown },
): FrameMessage | null {
  if (!frame.window || event.source !== frame.window || event.origin !== frame.origin) return null;
  return readFrameMessage(event.data);
}

/** The frame's check: a message counts only if the page that frames it sent it. */
export function messageFromHost(event: ReceivedMessage, parent: unknown, self: unknown): HostMessage | null {
  if (!parent || parent === self || event.source !== parent) return null;
  return readHostMessage(event.data);
}

export function frameMessage(type: 'ready' | 'close'): FrameMessage;
export function frameMessage(type: 'unread', count: number): FrameMessage;
export function frameMessage(type: FrameMessage['type'], count = 0): FrameMessage {
  return type === 'unread'
    ? { source: WIDGET_MESSAGE_SOURCE, type, count: Math.min(Math.max(0, Math.floor(count)), MAX_UNREAD) }
    : { source: WIDGET_MESSAGE_SOURCE, type };
}

export function hostMessage(type: HostMessage['type']): HostMessage {
  return { source: WIDGET_MESSAGE_SOURCE, type };
}
