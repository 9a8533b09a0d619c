import type { Database } from './db/client';
import type { Env } from './env';
import type { AwaitsInvitation, PreviewHooks } from './features/accounts';
import type { Auth } from './features/auth';
import type { ChatEngine } from './features/chat';
import type { OutboxDeps } from './features/email';
import type { PaymentGateway, QuotePaidEffects } from './features/payments';
import type { CrmRecordsAcceptance } from './features/quotes';
import type { RateLimiter } from './features/rate-limit';
import type { SendStoredReply } from './features/social';
import type { Logger } from './lib/logger';
import type { Realtime } from './realtime/realtime';

/**
 * What one feature does at another's moment without importing it, so that dependencies between
 * features stay one-way (docs/architecture.md, "Feature dependencies"). The composition wires
 * each hook to the feature that owns the rule (features/feature-hooks.ts).
 */
export interface FeatureHooks {
  /** A quote's payment was counted: the quote is approved, the deal won, the upsell armed (quotes). */
  quotePaid: QuotePaidEffects;
  /** Sign-up: does this person wait for an invitation rather than get a workspace (team)? */
  awaitsInvitation: AwaitsInvitation;
  /** Whether the workspace's CRM records a quote's acceptance, so quotes does not also (crm). */
  crmRecordsAcceptance: CrmRecordsAcceptance;
  /** A verified owner's workspace takes over their preview; a trial takes the preview it came from (previews). */
  previews: PreviewHooks;
  /**
   * A message stored outside the chat turn (an approved answer, a team member's reply): sent to
   * the customer's Messenger or Instagram when the conversation is one; refused (409) when Meta
   * would refuse it (social).
   */
  socialReply: SendStoredReply;
}

/** Everything a route or service may use, built once at boot and passed down (no globals). */
export interface AppDeps {
  env: Env;
  logger: Logger;
  db: Database;
  auth: Auth;
  rateLimiter: RateLimiter;
  /** Where e-mails go; a function because the job runner starts after the app is built. */
  outbox: () => OutboxDeps;
  clock: () => Date;
  webDir: string;
  hooks: FeatureHooks;
  /** Stripe Checkout or the built-in test checkout, chosen at boot; unset means chosen from env on first use. */
  payments?: PaymentGateway;
  /** The chat engine (built-in, or an LLM with the built-in as fallback); unset means chosen from env. */
  chatEngine?: ChatEngine;
  /** Conversation events across processes (LISTEN/NOTIFY); unset means created on first use. */
  realtime?: Realtime;
  /** Set on shutdown: /api/ready answers 503 so a proxy stops sending new requests here. */
  lifecycle?: Lifecycle;
}

export interface Lifecycle {
  draining: boolean;
  /**
   * Aborted when the listeners are about to close: open event streams end themselves cleanly
   * (their clients reconnect, through the proxy, to another process) instead of being cut.
   */
  streamsEnd?: AbortSignal;
}
