import type { KnowledgeHit } from '../../../../domain/agent/knowledge-answer';
import type { AgentType } from '../../../../domain/agent-types';
import type { CatalogueProduct, OrderLookup } from '../../../../domain/catalogue/catalogue-types';
import type {
  PricedQuote,
  PricingRules,
  QuoteCalculation,
  QuoteRequest,
} from '../../../../domain/quote-engine';
import type { Tone } from '../../../../domain/validation/preview-questionnaire';

/**
 * The seam between the conversation flow (chat.service.ts, which owns storage, scoring, safe
 * mode and handoff) and whatever writes the reply: the built-in engine (no network) or a
 * language model. Engines never touch the database themselves; they act through ChatTools.
 */

export interface ChatHistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatTurnContext {
  // null when the workspace has not set up pricing: the quote tools then say so instead of pricing.
  workspace: { id: string; name: string; tone: Tone; pricing: PricingRules | null };
  agent: { id: string | null; agentType: AgentType; name: string };
  /** Oldest first; the last entry is the visitor's new message (already sanitised). */
  history: ChatHistoryMessage[];
  customer: { id: string; name: string; email: string | null; phone: string | null; company: string | null };
  conversationId: string;
  /** A quote has already been e-mailed in this conversation (status quoted). */
  quoted?: boolean;
}

/** A knowledge item found for the visitor's question (the domain's shape; rank: higher is better). */
export type { KnowledgeHit };

export interface CreatedQuote {
  quoteId: string;
  quoteNumber: string;
  quote: PricedQuote;
}

export interface ContactDetails {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
}

/** What an engine may do. Every price an engine states must come from calculateQuote/createQuote. */
export interface ChatTools {
  searchKnowledge(query: string, limit?: number): Promise<KnowledgeHit[]>;
  /** Pure: prices a request with the workspace's rules, or says which details are missing. */
  calculateQuote(request: QuoteRequest): QuoteCalculation;
  /** Stores a pending quote for the conversation's customer (needs a known e-mail). */
  createQuote(request: QuoteRequest): Promise<CreatedQuote>;
  /** E-mails a stored quote with its payment link; marks the conversation quoted. */
  sendQuoteEmail(quoteId: string): Promise<void>;
  createPaymentLink(quoteId: string): Promise<{ url: string }>;
  captureContact(details: ContactDetails): Promise<void>;
  handOff(reason: string): Promise<void>;
  /** The workspace's products and orders; absent where a caller has none to offer (tests' fakes). */
  catalogue?: CatalogueTools;
}

/** Product and order facts come only from here, as prices come only from the quote tools. */
export interface CatalogueTools {
  /** The workspace's products (empty when it sells none). */
  products(): Promise<CatalogueProduct[]>;
  /** The order with this number, only when the e-mail is the one it was placed with. */
  lookUpOrder(orderNumber: string, email: string): Promise<OrderLookup>;
}

export interface EngineReply {
  text: string;
  engine: 'builtin' | 'llm';
  /** Amounts (USD) the quote tools produced this turn; the price guard allows only these. */
  quotedAmounts: number[];
  /** The engine asked for a human (the visitor wanted one, or the agent could not help). */
  handoff: boolean;
  /** Knowledge items the reply is grounded in (ids), for evaluation and audit. */
  sources: string[];
  /**
   * Set when the language model failed and the built-in engine answered in its place: why
   * (timeout, provider_error, invented_price…). Stored with the reply, so fallbacks can be counted.
   */
  fallback?: string;
}

export interface EngineOptions {
  signal?: AbortSignal;
  /** Streaming: called with each new piece of the reply as it is produced. */
  onDelta?: (text: string) => void;
  /**
   * Streaming: the pieces sent so far are void (the LLM failed mid-reply and the built-in
   * engine answers instead); the client should clear them before the next onDelta.
   */
  onReset?: () => void;
}

export interface ChatEngine {
  readonly name: 'builtin' | 'llm';
  reply(context: ChatTurnContext, tools: ChatTools, options?: EngineOptions): Promise<EngineReply>;
}
