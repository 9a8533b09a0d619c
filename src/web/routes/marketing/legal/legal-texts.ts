/** The services both legal pages describe, word for word as the spec lists them (§1). */
export const LEGAL_SERVICES_SENTENCE =
  'AI chat agents, automated quote generation, multi-platform integration, analytics and custom AI training';
