import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export type LlmProvider = 'openai' | 'anthropic';

export interface LlmModelSettings {
  provider: LlmProvider;
  /** Up to and including the API version, e.g. http://localhost:11434/v1 for Ollama. */
  baseUrl?: string;
  apiKey?: string;
  model: string;
}

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** The AI SDK model for the configured provider; nothing is sent until the first call. */
export function createLanguageModel(settings: LlmModelSettings): LanguageModel {
  if (settings.provider === 'anthropic') {
    // An explicit key, so the SDK never falls back to reading ANTHROPIC_API_KEY itself.
    return createAnthropic({ baseURL: settings.baseUrl, apiKey: settings.apiKey ?? '' })(settings.model);
  }
  // Local servers (Ollama, LM Studio) need no key; the SDK then sends no Authorization header.
  return createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: settings.baseUrl ?? OPENAI_BASE_URL,
    apiKey: settings.apiKey,
    includeUsage: true,
  })(settings.model);
}
