import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { CHAT_ERRORS } from '../../../domain/chat';
import {
  type AiChatInput,
  aiChatInputSchema,
  approveAnswerSchema,
} from '../../../domain/contracts/chat.contract';
import { createChatQuoteSchema } from '../../../domain/contracts/chat-quote.contract';
import {
  aiChatOutputSchema,
  approveAnswerOutputSchema,
  createChatQuoteOutputSchema,
} from '../../../domain/contracts/function-outputs';
import type { AppDeps } from '../../app-deps';
import { isAppError } from '../../lib/app-error';
import { defineFunction } from '../functions';
import { teamMemberOf } from '../inbox';
import { approveAnswer } from './approve-answer.service';
import { chatEngineOf } from './chat-engine-of';
import { createChatQuote } from './chat-quote.service';
import { acceptChatTurn, answerChatTurn, runChatTurn } from './chat-turn.service';

function wantsStream(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/event-stream');
}

/**
 * The streaming variant of ai-chat: the turn is accepted first (so refusals keep their status),
 * then Server-Sent Events carry `start` (ids and token), `delta` pieces of the reply as the
 * engine writes them (`reset` voids what came so far, when a failing model hands over to the
 * built-in engine), and `done` (the same body as the JSON answer) or `error`.
 */
async function streamChatTurn(deps: AppDeps, c: Context, input: AiChatInput, clientIp: string) {
  const requestOrigin = c.req.header('origin');
  const engine = chatEngineOf(deps);
  const turn = await acceptChatTurn(deps, { input, clientIp, requestOrigin, engine });
  return streamSSE(c, async (stream) => {
    await stream.writeSSE({ event: 'start', data: JSON.stringify(turn.meta) });
    if (turn.done) {
      await stream.writeSSE({ event: 'done', data: JSON.stringify(turn.done) });
      return;
    }
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    try {
      const answer = await answerChatTurn(deps, turn, {
        input,
        engine,
        requestOrigin,
        clientIp,
        signal: abort.signal,
        onDelta: (text) => void stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
        onReset: () => void stream.writeSSE({ event: 'reset', data: '{}' }),
      });
      await stream.writeSSE({ event: 'done', data: JSON.stringify(answer) });
    } catch (error) {
      deps.logger.error({ err: error, conversationId: turn.meta.conversationId }, 'chat reply failed');
      const message = isAppError(error) && error.status < 500 ? error.message : CHAT_ERRORS.aiResponse;
      await stream.writeSSE({ event: 'error', data: JSON.stringify({ message }) });
    }
  });
}

/** `POST /api/functions/ai-chat` (public; rate limits per address and per conversation inside). */
export const aiChatFunction = defineFunction({
  name: 'ai-chat',
  summary:
    "One chat turn: the visitor's message in, the agent's reply out (ask for text/event-stream to stream it)",
  output: aiChatOutputSchema,
  input: aiChatInputSchema,
  access: 'public',
  handle: ({ deps, c, clientIp }, input) => {
    if (wantsStream(c)) return streamChatTurn(deps, c, input, clientIp);
    return runChatTurn(deps, {
      input,
      clientIp,
      requestOrigin: c.req.header('origin'),
      engine: chatEngineOf(deps),
    });
  },
});

/** `POST /api/functions/approve-answer` (admins). */
export const approveAnswerFunction = defineFunction({
  name: 'approve-answer',
  summary: 'Approve (optionally edited) or reject an answer the agent held for review',
  output: approveAnswerOutputSchema,
  input: approveAnswerSchema,
  access: 'admin',
  handle: ({ deps, viewer }, input) => approveAnswer(deps, { input, reviewer: teamMemberOf(viewer!) }),
});

/** `POST /api/functions/create-chat-quote` (public: the conversation's token is the proof). */
export const createChatQuoteFunction = defineFunction({
  name: 'create-chat-quote',
  summary: 'Store the quote the agent priced in this conversation, for the chat to e-mail it',
  output: createChatQuoteOutputSchema,
  input: createChatQuoteSchema,
  access: 'public',
  rateLimit: { name: 'functions.create-chat-quote', limit: 20, windowSeconds: 600 },
  handle: ({ deps }, input) => createChatQuote(deps, input),
});
