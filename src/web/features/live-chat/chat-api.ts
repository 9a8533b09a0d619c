import { CHAT_STREAM_EVENTS } from '../../../domain/chat';
import type { AiChatInput, AiChatResponse } from '../../../domain/contracts/chat.contract';
import { ApiError, callFunction, extractErrorFields } from '../../lib/api';
import { readSseStream } from './sse-reader';

export type ConversationMeta = Pick<AiChatResponse, 'conversationId' | 'customerId' | 'conversationToken'>;

/** The stream's own `error` event: the server accepted the turn but could not answer it. */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

/** The stream broke before `start`: nothing was promised yet, so the JSON call may take over. */
class StreamUnavailable extends Error {}

export type ChatTurnCallbacks = {
  signal?: AbortSignal;
  /** The conversation exists (it is created on the first turn); called before any text. */
  onStart?: (meta: ConversationMeta) => void;
  /** A piece of the reply as the agent writes it. */
  onDelta?: (text: string) => void;
  /** The text streamed so far is void (a failing model handed over); the reply starts again. */
  onReset?: () => void;
};

const AI_CHAT_URL = '/api/functions/ai-chat';

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

function isResponse(value: unknown): value is AiChatResponse {
  return !!value && typeof value === 'object' && typeof (value as AiChatResponse).conversationId === 'string';
}

async function streamTurn(input: AiChatInput, callbacks: ChatTurnCallbacks): Promise<AiChatResponse> {
  let response: Response;
  try {
    response = await fetch(AI_CHAT_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(input),
      signal: callbacks.signal,
    });
  } catch (error) {
    if (callbacks.signal?.aborted) throw error;
    throw new StreamUnavailable('the streaming request failed', { cause: error });
  }
  if (!response.ok) {
    // A refusal (validation, rate limit, unknown conversation) is the server's answer: no retry.
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {}
    const { message, code } = extractErrorFields(body);
    throw new ApiError(message ?? `Request failed (${response.status})`, response.status, code);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    // Something on the way answered with the plain JSON turn: it is just as good.
    const body: unknown = await response.json().catch(() => null);
    if (isResponse(body)) {
      callbacks.onStart?.(body);
      return body;
    }
    throw new StreamUnavailable('no event stream in the answer');
  }

  // Filled in by the event handler (a holder, so the checks below see the handler's writes).
  const outcome: { started: boolean; result?: AiChatResponse; failure?: Error } = { started: false };
  try {
    await readSseStream(response.body, ({ event, data }) => {
      const payload = parseJson(data) as Record<string, unknown> | null;
      if (event === CHAT_STREAM_EVENTS.start && payload) {
        outcome.started = true;
        callbacks.onStart?.(payload as ConversationMeta);
      } else if (event === CHAT_STREAM_EVENTS.delta && typeof payload?.text === 'string') {
        callbacks.onDelta?.(payload.text);
      } else if (event === CHAT_STREAM_EVENTS.reset) {
        callbacks.onReset?.();
      } else if (event === CHAT_STREAM_EVENTS.done) {
        if (isResponse(payload)) outcome.result = payload;
        else outcome.failure = new ChatStreamError('');
        return false;
      } else if (event === CHAT_STREAM_EVENTS.error) {
        outcome.failure = new ChatStreamError(typeof payload?.message === 'string' ? payload.message : '');
        return false;
      }
      return undefined;
    });
  } catch (error) {
    if (callbacks.signal?.aborted || outcome.started) throw error;
    throw new StreamUnavailable('the stream broke before it started', { cause: error });
  }
  if (outcome.result) return outcome.result;
  if (outcome.failure) throw outcome.failure;
  if (!outcome.started) throw new StreamUnavailable('the stream ended before it started');
  throw new ChatStreamError('');
}

/**
 * One chat turn, streamed: `onStart` and `onDelta` report progress, the promise resolves with the
 * full answer. If streaming is not possible before the conversation has started (an old proxy,
 * a dropped connection), the same turn is sent once more as a plain JSON call.
 */
export async function sendChatTurn(
  input: AiChatInput,
  callbacks: ChatTurnCallbacks = {},
): Promise<AiChatResponse> {
  try {
    return await streamTurn(input, callbacks);
  } catch (error) {
    if (!(error instanceof StreamUnavailable) || callbacks.signal?.aborted) throw error;
    const response = await callFunction<AiChatResponse>('ai-chat', input);
    callbacks.onStart?.(response);
    return response;
  }
}
