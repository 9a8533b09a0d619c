import type { AgentType } from '../../../../domain/agent-types';
import type { Tone } from '../../../../domain/validation/preview-questionnaire';

/**
 * Agent evaluations: scripted conversations played through the real `ai-chat` function against
 * the seeded demo workspace, each turn scored per behaviour.
 *
 * Why this folder lives in src/server/features/chat/eval/ and not in a top-level eval/: it drives
 * the chat feature's own function, app and seed, and sitting under src/ it is typechecked, linted
 * and picked up by the unit and db test projects with no change to tsconfig or vitest's config.
 */

export const BEHAVIOURS = [
  'grounded',
  'quote',
  'quoteOffered',
  'handoff',
  'noInventedPrice',
  'tone',
] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

/** What a quote for a described job must come to: computed with the domain quote engine. */
export interface ExpectedQuote {
  /** The job as the visitor described it, for failure reports. */
  job: string;
  total: number;
  /** Every amount the engine's quote holds (lines, unit prices, subtotal, tax, total). */
  amounts: number[];
  /**
   * The reply confirms the quote was e-mailed rather than listing it: a quote of `total` must be
   * stored for the conversation and its e-mail queued.
   */
  emailed?: boolean;
}

export type GroundedExpectation =
  /** The reply quotes a sentence of this knowledge item (by title), or names it among its sources. */
  | { mustContainFactFrom: string }
  /** Nothing in the knowledge answers it: no knowledge sentence is quoted, and a person is offered. */
  | { notInKnowledge: true };

export interface TurnExpectations {
  grounded?: GroundedExpectation;
  quote?: ExpectedQuote;
  /** A price question gets a priced quote or a question for the missing details; never a refusal. */
  quoteOffered?: true;
  /** true: handed to a person (handoff_at set, chat_handoff e-mail queued); false: not handed off. */
  handoff?: boolean;
  /** The reply sounds like this tone (src/domain/agent/tone-markers.ts). */
  tone?: Tone;
}

export interface EvalTurn {
  user: string;
  expect: TurnExpectations;
}

/** The demo business a conversation talks to: the wrap shop, or the live shop or social demo's store. */
export type EvalWorkspace = 'wraps' | 'shop' | 'social';

export interface EvalConversation {
  /** Unique across all scenarios, e.g. 'quote/van-wrap-to-email'. */
  id: string;
  agentType: AgentType;
  /** The wrap shop (the platform demo) when unset. */
  workspace?: EvalWorkspace;
  /** The workspace tone for this conversation; the seeded 'professional' when unset. */
  tone?: Tone;
  turns: EvalTurn[];
}

export interface BehaviourScore {
  passed: number;
  total: number;
}

export interface EvalFailure {
  conversation: string;
  /** 1-based. */
  turn: number;
  user: string;
  behaviour: Behaviour;
  expected: string;
  got: string;
}

export interface EvalReport {
  /** The engine the run was given ('builtin' or 'llm'). */
  engine: string;
  conversations: number;
  turns: number;
  behaviours: Record<Behaviour, BehaviourScore>;
  byAgentType: Record<AgentType, Record<Behaviour, BehaviourScore>>;
  /** Which engine actually answered the turns (an LLM falls back to the built-in engine). */
  answeredBy: Record<string, number>;
  failures: EvalFailure[];
  durationMs: number;
}
