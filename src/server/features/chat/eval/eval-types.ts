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
  'noRepeat',
  'language',
  'noQuotePitch',
  'smallTalk',
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
  /**
   * The reply quotes a sentence of this knowledge item (by title), names it among its sources, or
   * states its key content in its own words: `keyContent` is a case-insensitive regular expression
   * source, so an agent that paraphrases is judged on the fact, not the wording.
   */
  | { mustContainFactFrom: string; keyContent?: string }
  /** Nothing in the knowledge answers it: no knowledge sentence is quoted, and a person is offered. */
  | { notInKnowledge: true };

/** Languages a visitor may write in, besides English, that the evaluation can recognise. */
export const REPLY_LANGUAGES = ['es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

export interface TurnExpectations {
  /** Several for a message that asks several things; each is scored on its own. */
  grounded?: GroundedExpectation | readonly GroundedExpectation[];
  quote?: ExpectedQuote;
  /** A price question gets a priced quote or a question for the missing details; never a refusal. */
  quoteOffered?: true;
  /** true: handed to a person (handoff_at set, chat_handoff e-mail queued); false: not handed off. */
  handoff?: boolean;
  /** The reply sounds like this tone (src/domain/agent/tone-markers.ts). */
  tone?: Tone;
  /**
   * The visitor wrote in this language: the reply is in it too, whether it answers or says that a
   * person will follow up (an English "our team will follow up" does not count).
   */
  language?: ReplyLanguage;
  /**
   * The message mentions a price, a quote or a vehicle but asks something else (notice to move a
   * date, how long a quote is valid, aftercare, a complaint): the reply must not lead with a
   * question for the job's size or material or an offer of a quote; ending an answer with one is fine.
   */
  noQuotePitch?: true;
  /**
   * Small talk ("hi", "merci", "thanks!", an emoji, "what can you do?"): the reply talks back
   * (greets, thanks, says what it can help with) instead of saying it cannot answer.
   */
  smallTalk?: true;
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
  /**
   * Written before the engine was tuned and never tuned against (files named held-out-*.ts): its
   * pass rate is reported apart, as the measure of how the agent does on messages nobody fitted.
   */
  heldOut?: boolean;
  /**
   * Which held-out set it was written in (each set was written in one sitting before a round of
   * engine changes): reported apart, so the newest set's figure is not averaged away by older ones.
   */
  heldOutSet?: string;
  turns: EvalTurn[];
}

export interface BehaviourScore {
  passed: number;
  total: number;
}

export interface EvalFailure {
  conversation: string;
  /** The conversation belongs to the held-out set. */
  heldOut?: boolean;
  /** The held-out set it was written in, when it names one. */
  heldOutSet?: string;
  /** 1-based. */
  turn: number;
  user: string;
  behaviour: Behaviour;
  expected: string;
  got: string;
  /** What the visitor read (absent when the turn could not be played). */
  reply?: string;
}

/** The scores of one set of conversations (training or held-out). */
export interface EvalSetScores {
  conversations: number;
  turns: number;
  behaviours: Record<Behaviour, BehaviourScore>;
  byAgentType: Record<AgentType, Record<Behaviour, BehaviourScore>>;
}

export interface EvalReport {
  /** The engine the run was given ('builtin' or 'llm'). */
  engine: string;
  conversations: number;
  turns: number;
  behaviours: Record<Behaviour, BehaviourScore>;
  byAgentType: Record<AgentType, Record<Behaviour, BehaviourScore>>;
  /** The same scores split: conversations the engine may be tuned against, and the held-out ones. */
  sets: { training: EvalSetScores; heldOut: EvalSetScores };
  /** The held-out scores again, per held-out set (by `heldOutSet`). */
  heldOutSets: Record<string, EvalSetScores>;
  /** Which engine actually answered the turns (an LLM falls back to the built-in engine). */
  answeredBy: Record<string, number>;
  failures: EvalFailure[];
  durationMs: number;
}
