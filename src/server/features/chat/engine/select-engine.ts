import type { Env } from '../../../env';
import type { Logger } from '../../../lib/logger';
import type { ChatEngine } from './chat-engine';
import { createLlmEngine } from './llm-engine';
import { LlmReplyRejected, LlmUnavailable } from './llm-errors';
import { onceEachTurn } from './turn-actions';

export type ChatEngineEnv = Pick<
  Env,
  'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MAX_OUTPUT_TOKENS'
>;

export const FALLBACK_LOG_MESSAGE = 'LLM reply failed; the built-in engine answered instead';

/**
 * What the log may say about a failure: names, messages, reason and status — not the error
 * object itself, whose provider fields carry the whole prompt (visitor messages) and response
 * headers. The API key is cut out of every text in case a provider echoes it.
 */
export function describeLlmFailure(error: unknown, apiKey: string | undefined) {
  const scrub = (text: string) =>
    apiKey && apiKey.length >= 4 ? text.split(apiKey).join('[redacted]') : text;
  const summary = (value: unknown) =>
    value instanceof Error
      ? { name: value.name, message: scrub(value.message) }
      : { message: scrub(String(value)) };
  return {
    ...summary(error),
    reason:
      error instanceof LlmReplyRejected || error instanceof LlmUnavailable ? error.reason : 'unexpected',
    ...(error instanceof LlmUnavailable && error.statusCode ? { statusCode: error.statusCode } : {}),
    ...(error instanceof LlmReplyRejected && error.prices.length ? { prices: error.prices } : {}),
    ...(error instanceof Error && error.cause !== undefined ? { cause: summary(error.cause) } : {}),
  };
}

/**
 * Tries `primary` (the LLM) and, whatever goes wrong with it — time-out, provider error, a reply
 * the price guard rejected — logs why and lets `fallback` (the built-in engine) answer, so a
 * visitor never sees a model failure. A caller that aborted gets the abort, not a fallback.
 */
export function withFallback(
  primary: ChatEngine,
  fallback: ChatEngine,
  options: { logger: Logger; apiKey?: string; provider: string; model: string },
): ChatEngine {
  return {
    name: primary.name,
    async reply(context, turnTools, engineOptions = {}) {
      // Both engines share one record of what the turn has done, so a fallback never repeats it.
      const tools = onceEachTurn(turnTools);
      let streamed = false;
      const onDelta = engineOptions.onDelta;
      try {
        return await primary.reply(context, tools, {
          ...engineOptions,
          onDelta: onDelta
            ? (text) => {
                streamed = true;
                onDelta(text);
              }
            : undefined,
        });
      } catch (error) {
        if (engineOptions.signal?.aborted) throw error;
        const failure = describeLlmFailure(error, options.apiKey);
        options.logger.warn(
          {
            conversationId: context.conversationId,
            provider: options.provider,
            model: options.model,
            failure,
          },
          FALLBACK_LOG_MESSAGE,
        );
        if (streamed) engineOptions.onReset?.();
        return { ...(await fallback.reply(context, tools, engineOptions)), fallback: failure.reason };
      }
    },
  };
}

/** The engine the chat uses: built-in alone, or the configured LLM with built-in as fallback. */
export function createChatEngine(options: {
  env: ChatEngineEnv;
  logger: Logger;
  builtin: ChatEngine;
}): ChatEngine {
  const { env, logger, builtin } = options;
  if (env.AI_PROVIDER === 'builtin') return builtin;
  // parseEnv refuses a non-builtin provider without a model; this guards hand-built envs.
  if (!env.AI_MODEL) throw new Error(`AI_MODEL must be set when AI_PROVIDER is ${env.AI_PROVIDER}`);
  const llm = createLlmEngine({
    provider: env.AI_PROVIDER,
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
    logger,
  });
  logger.info(
    { provider: env.AI_PROVIDER, model: env.AI_MODEL },
    'chat replies by a language model, built-in engine as fallback',
  );
  return withFallback(llm, builtin, {
    logger,
    apiKey: env.AI_API_KEY,
    provider: env.AI_PROVIDER,
    model: env.AI_MODEL,
  });
}
