import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ERRORS, CHAT_LIMIT_MESSAGES } from '../../../domain/chat';
import type { AiChatInput, AiChatResponse } from '../../../domain/contracts/chat.contract';
import { ApiError } from '../../lib/api';
import { ChatStreamError, sendChatTurn } from './chat-api';
import { chatErrorMessage, EmptyAnswerError } from './chat-errors';

const INPUT: AiChatInput = { messages: [{ role: 'user', content: 'Hi' }], agentType: 'shop' };
const META = { conversationId: 'c-1', customerId: 'u-1', conversationToken: 'token-abcdefghijklmnopqrstuv' };
const ANSWER: AiChatResponse = {
  ...META,
  message: 'Hello!',
  requiresApproval: false,
  handedOff: false,
  engine: 'builtin',
};

function sse(text: string, status = 200): Response {
  return new Response(new TextEncoder().encode(text), {
    status,
    headers: { 'content-type': 'text/event-stream' },
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const acceptOf = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

describe('sendChatTurn', () => {
  it('streams: start, the pieces of the reply, then the full answer', async () => {
    const fetchMock = stubFetch(
      sse(
        `event: start\ndata: ${JSON.stringify(META)}\n\nevent: delta\ndata: {"text":"Hel"}\n\n` +
          `event: delta\ndata: {"text":"lo!"}\n\nevent: done\ndata: ${JSON.stringify(ANSWER)}\n\n`,
      ),
    );
    const events: string[] = [];
    const result = await sendChatTurn(INPUT, {
      onStart: (meta) => events.push(`start ${meta.conversationId}`),
      onDelta: (text) => events.push(`delta ${text}`),
    });
    expect(result).toEqual(ANSWER);
    expect(events).toEqual(['start c-1', 'delta Hel', 'delta lo!']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(acceptOf(fetchMock.mock.calls[0]!).accept).toBe('text/event-stream');
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual(INPUT);
  });

  it("keeps a refusal's status and message and does not send the turn again", async () => {
    const fetchMock = stubFetch(
      json({ error: { code: 'RATE_LIMITED', message: CHAT_LIMIT_MESSAGES.tooManyTurns } }, 429),
    );
    const error = await sendChatTurn(INPUT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: CHAT_LIMIT_MESSAGES.tooManyTurns,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the JSON call when streaming fails before the start', async () => {
    for (const broken of [new TypeError('Failed to fetch'), sse(': heartbeat\n\n')]) {
      const fetchMock = stubFetch(broken, json(ANSWER));
      const starts: string[] = [];
      const result = await sendChatTurn(INPUT, { onStart: (meta) => starts.push(meta.conversationId) });
      expect(result).toEqual(ANSWER);
      expect(starts).toEqual(['c-1']);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(acceptOf(fetchMock.mock.calls[1]!).accept).toBe('application/json');
    }
  });

  it('takes a JSON answer given to the streaming request as it is', async () => {
    const fetchMock = stubFetch(json(ANSWER));
    expect(await sendChatTurn(INPUT)).toEqual(ANSWER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports the stream error event after the start, without a second attempt', async () => {
    const fetchMock = stubFetch(
      sse(
        `event: start\ndata: ${JSON.stringify(META)}\n\nevent: error\ndata: {"message":"${CHAT_ERRORS.aiResponse}"}\n\n`,
      ),
    );
    const error = await sendChatTurn(INPUT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as Error).message).toBe(CHAT_ERRORS.aiResponse);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails a stream that ends after the start without an answer', async () => {
    stubFetch(sse(`event: start\ndata: ${JSON.stringify(META)}\n\nevent: delta\ndata: {"text":"Hi"}\n\n`));
    await expect(sendChatTurn(INPUT)).rejects.toBeInstanceOf(ChatStreamError);
  });
});

describe('chatErrorMessage', () => {
  const first = { conversationStarted: false };
  const later = { conversationStarted: true };

  it('uses the spec texts', () => {
    expect(chatErrorMessage(new TypeError('Failed to fetch'), first)).toBe(CHAT_ERRORS.startConversation);
    expect(chatErrorMessage(new ApiError('Internal error', 500, 'INTERNAL'), later)).toBe(
      CHAT_ERRORS.aiResponse,
    );
    expect(chatErrorMessage(new EmptyAnswerError(), later)).toBe(CHAT_ERRORS.noResponse);
    expect(chatErrorMessage(new ChatStreamError(''), later)).toBe(CHAT_ERRORS.aiResponse);
    expect(chatErrorMessage('weird', later)).toBe(CHAT_ERRORS.generic);
  });

  it("shows the server's words for a refusal it explained", () => {
    const limited = new ApiError(CHAT_LIMIT_MESSAGES.tooManyTurns, 429, 'RATE_LIMITED');
    expect(chatErrorMessage(limited, later)).toBe(CHAT_LIMIT_MESSAGES.tooManyTurns);
    expect(chatErrorMessage(new ApiError('Request failed (404)', 404), first)).toBe(
      CHAT_ERRORS.startConversation,
    );
  });
});
