import { APICallError, generateText, stepCountIs, streamText } from 'ai';
import { needsPerson } from '../../../../domain/agent/intents';
import type { Logger } from '../../../lib/logger';
import type { ChatEngine, EngineReply } from './chat-engine';
import { LlmReplyRejected, LlmUnavailable } from './llm-errors';
import { createGuardedText } from './llm-guard';
import { buildSystemPrompt, toModelMessages } from './llm-prompt';
import { createLanguageModel, type LlmProvider } from './llm-provider';
import { createLlmTools, type TurnRecord } from './llm-tools';

export interface LlmEngineSettings {
  provider: LlmProvider;
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** The whole turn, tool steps included; past it the caller falls back. */
  timeoutMs: number;
  /** Per model call. */
  maxOutputTokens: number;
  logger: Logger;
  /** Model calls per turn (each tool round trip is one); bounds cost when a model loops. */
  maxSteps?: number;
}

export const DEFAULT_MAX_STEPS = 5;

/** Turns whatever the SDK threw into one of our two typed errors. */
function toLlmError(error: unknown, signals: { caller?: AbortSignal; timeout: AbortSignal }): Error {
  if (error instanceof LlmReplyRejected || error instanceof LlmUnavailable) return error;
  if (signals.caller?.aborted)
    return new LlmUnavailable('aborted', 'The caller cancelled the turn', { cause: error });
  if (signals.timeout.aborted)
    return new LlmUnavailable('timeout', 'The model did not answer in time', { cause: error });
  if (APICallError.isInstance(error)) {
    return new LlmUnavailable(
      'provider_error',
      `The model provider answered ${error.statusCode ?? 'with an error'}: ${error.message}`,
      {
        statusCode: error.statusCode,
        cause: error,
      },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new LlmUnavailable('provider_error', `The model call failed: ${message}`, { cause: error });
}

/**
 * A ChatEngine backed by a language model through the AI SDK. The model gathers inputs and calls
 * the ChatTools; every amount it states must have come from the quote tools this turn (the price
 * guard), otherwise the reply is rejected. It throws LlmUnavailable / LlmReplyRejected rather than
 * answering badly; select-engine.ts turns either into a built-in reply.
 */
export function createLlmEngine(settings: LlmEngineSettings): ChatEngine {
  const model = createLanguageModel(settings);
  const maxSteps = settings.maxSteps ?? DEFAULT_MAX_STEPS;

  return {
    name: 'llm',
    async reply(context, chatTools, options = {}) {
      const turn: TurnRecord = { quotedAmounts: [], sources: [], handoff: false };
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      // Aborted on our own failures (e.g. a rejected sentence) so the HTTP stream is dropped.
      const stop = new AbortController();
      const abortSignal = AbortSignal.any([
        stop.signal,
        timeout,
        ...(options.signal ? [options.signal] : []),
      ]);
      const tools = createLlmTools(chatTools, turn, (toolName, error) =>
        settings.logger.warn(
          { err: error, toolName, conversationId: context.conversationId },
          'chat tool failed during an LLM turn',
        ),
      );
      const guarded = createGuardedText({ allowedAmounts: () => turn.quotedAmounts, emit: options.onDelta });
      const call = {
        model,
        system: buildSystemPrompt(context),
        messages: toModelMessages(context.history),
        tools,
        stopWhen: stepCountIs(maxSteps),
        maxOutputTokens: settings.maxOutputTokens,
        // The built-in engine is the fallback, so a retry only makes the visitor wait longer.
        maxRetries: 0,
        abortSignal,
      };

      let text: string;
      try {
        if (options.onDelta) {
          const result = streamText({ ...call, onError: () => {} });
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta') guarded.push(part.text);
            else if (part.type === 'finish-step') guarded.endStep();
            else if (part.type === 'error') throw part.error;
            else if (part.type === 'abort') throw new Error('The model stream was aborted');
          }
        } else {
          const result = await generateText(call);
          for (const step of result.steps) {
            guarded.push(step.text);
            guarded.endStep();
          }
        }
        text = guarded.finish();
      } catch (error) {
        stop.abort();
        throw toLlmError(error, { caller: options.signal, timeout });
      }
      if (text === '') throw new LlmReplyRejected('empty_reply');
      // The same rule as the built-in engine: a visitor who asked for a person, or is angry, gets
      // one, even when the model answered without calling hand_off.
      const visitorMessage = context.history.findLast((m) => m.role === 'user')?.content ?? '';
      if (!turn.handoff && needsPerson(visitorMessage)) {
        await chatTools.handOff('Visitor asked for a person or is upset');
        turn.handoff = true;
      }

      const reply: EngineReply = {
        text,
        engine: 'llm',
        quotedAmounts: turn.quotedAmounts,
        handoff: turn.handoff,
        sources: turn.sources,
      };
      return reply;
    },
  };
}
