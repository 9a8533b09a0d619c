import { randomUUID } from 'node:crypto';
import { holdingLine, mustHoldForApproval } from '../../../domain/agent/approval-hold';
import { businessFacts, withBusinessFacts } from '../../../domain/agent/business-facts';
import type { KnowledgeHit } from '../../../domain/agent/knowledge-answer';
import type { AgentType } from '../../../domain/agent-types';
import { mustArmAbandonedChatCheck } from '../../../domain/automations';
import { AGENT_PAUSED_TEXT, CHAT_LIMIT_MESSAGES, CHAT_LIMITS, HANDED_OFF_TEXT } from '../../../domain/chat';
import { CHAT_CALLER_REFUSED, chatCallerOf } from '../../../domain/chat-caller';
import { type ExtractedContact, extractContact } from '../../../domain/contact-extraction';
import type { AiChatInput, AiChatResponse } from '../../../domain/contracts/chat.contract';
import { toChatQuote } from '../../../domain/contracts/chat-quote.contract';
import { buildEnhancedProfile } from '../../../domain/lead-profile';
import type { EvaluableRule } from '../../../domain/routing-rules';
import { sanitizeMessageContent } from '../../../domain/sanitize';
import { anyWordQuery } from '../../../domain/search-terms';
import { requestedMailAddress } from '../../../domain/typed-email';
import { DEFAULT_CUSTOMER_NAME } from '../../../domain/validation/secure-quote';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { DeferredAction } from '../../db/schema/answer-approvals';
import { AppError } from '../../lib/app-error';
import { scheduleAbandonedChatCheck } from '../automations';
import { assertAgentsMayRun } from '../billing';
import type { KnowledgeMatch } from '../knowledge';
import { rateLimitedError, rateWindow } from '../rate-limit';
import { routingRulesForChat } from '../routing-rules';
import { businessContactOf } from '../workspace-settings';
import { hasHeldQuoteEmail, supersedePendingApprovals } from './approvals.repository';
import {
  type AcceptTurnInput,
  type AcceptTurnResult,
  acceptTurn,
  type ChatAgent,
  type ChatCustomer,
  type ChatWorkspace,
  type ConversationStart,
} from './chat.repository';
import { storedTurnQuote } from './chat-quote.service';
import { hashConversationToken, newConversationToken } from './chat-token';
import { createTurnTools, type TurnTools } from './chat-tools';
import { chatTurnRateRules, windowAroundId } from './chat-turn-limits';
import { planConversationStart } from './conversation-start';
import { runDeferredActions } from './deferred-actions';
import { BUILTIN_KNOWLEDGE_HITS } from './engine/builtin-engine';
import type { ChatEngine, EngineReply } from './engine/chat-engine';
import { holdAnswerForApproval } from './held-answer.service';
import { knowledgeReuseOf } from './knowledge-reuse';
import { guardReplyPrices } from './reply-guard';
import { replyWriterOf } from './reply-writer';
import { turnAcceptorOf } from './turn-acceptor';
import { applyVisitorContact } from './visitor-contact.service';

/** The persona used when a caller names no agent type (messages then carry agent_type 'general'). */
const DEFAULT_AGENT_TYPE: AgentType = 'shop';

/**
 * The built-in engine searches the knowledge for the visitor's message (BUILTIN_KNOWLEDGE_HITS
 * items): the turn's own statement reads them, saving a round trip. Any other search, or more
 * items, still goes to the database.
 */
const PREFETCHED_KNOWLEDGE_HITS = BUILTIN_KNOWLEDGE_HITS;

export interface ChatTurnOptions {
  input: AiChatInput;
  clientIp: string;
  requestOrigin: string | undefined;
  engine: ChatEngine;
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
  /** Streaming: what was streamed so far is void (a failing model's partial reply); start again. */
  onReset?: () => void;
}

function lastUserMessage(input: AiChatInput): string {
  const last = [...input.messages].reverse().find((message) => message.role === 'user');
  return sanitizeMessageContent(last?.content ?? '');
}

/**
 * One visitor turn of `ai-chat` (spec main-site §3–§4, §7): store the visitor's message (creating
 * the conversation and its customer on the first one), let the engine answer from the
 * workspace's knowledge and pricing, then send the answer, hold it for approval (safe mode), or
 * stay silent because a person has taken over. The conversation's own stored history is what the
 * engine reads; the browser's copy of the messages is never trusted.
 */
export async function runChatTurn(deps: AppDeps, options: ChatTurnOptions): Promise<AiChatResponse> {
  const accepted = await acceptChatTurn(deps, options);
  return accepted.done ?? answerChatTurn(deps, accepted, options);
}

/** A stored visitor message whose reply is still to be written. */
export interface AcceptedTurn {
  meta: { conversationId: string; customerId: string; conversationToken: string };
  /** Set when no reply is to be written (a person has taken over the conversation). */
  done: AiChatResponse | null;
  workspace: ChatWorkspace;
  agent: ChatAgent | null;
  agentType: AgentType;
  /** A quote was already e-mailed in this conversation. */
  quoted: boolean;
  /** The stored history, this turn's message last, read when the turn was stored. */
  history: { sender: 'user' | 'agent'; content: string }[];
  customer: ChatCustomer | null;
  /** The knowledge matching the visitor's message, read with the turn (built-in engine only). */
  knowledge: { text: string; limit: number; hits: KnowledgeMatch[] } | null;
  /** When the visitor's message was stored: the reply is stamped after it. */
  acceptedAt: Date;
}

/**
 * The first half of a turn: checks and stores the visitor's message. Everything that can refuse
 * the turn (validation, rate limits, turn cap, unknown conversation) happens here, before a
 * streaming answer opens its stream, so refusals keep their HTTP status.
 *
 * Usually one statement (acceptTurn), or a share of one: under load the turn acceptor groups the
 * turns arriving meanwhile into one statement (turn-acceptor.ts). A turn that writes more in the
 * same transaction (contact details typed into the message; arming the abandoned-chat check,
 * which only a conversation with a known e-mail needs, after a silence of the check's delay) runs
 * it in a transaction with those writes.
 */
export async function acceptChatTurn(deps: AppDeps, options: ChatTurnOptions): Promise<AcceptedTurn> {
  const { input } = options;
  // A workspace whose plan stopped (canceled, trial over) answers "not available" before anything
  // is stored; a cached read per widget key, so the turn's one statement stays one (decision 017).
  await assertAgentsMayRun(deps, input.workspaceKey);
  const text = lastUserMessage(input);
  const now = deps.clock();
  const agentType = input.agentType ?? DEFAULT_AGENT_TYPE;
  const token = input.conversationToken ?? newConversationToken();
  const caller = chatCallerOf(options.requestOrigin);
  if (caller === 'hidden_page') throw new AppError('FORBIDDEN', CHAT_CALLER_REFUSED);
  const rules = chatTurnRateRules(deps.env);
  const ipWindow = rateWindow(rules.ip, `ip:${options.clientIp}`, now);
  const conversationWindow = windowAroundId(rules.conversation, 'conversation:', now);
  const serverWindow = windowAroundId(rules.server, 'workspace:', now);
  const contact = extractContact(text);
  const hasContact = Boolean(contact.email || contact.name || contact.company);
  const profile = input.behavior ? { ...buildEnhancedProfile(input.behavior, now) } : null;
  const knowledgeQuery = options.engine.name === 'builtin' ? anyWordQuery(text) : null;
  // A question asked before of this workspace's current knowledge is not searched again.
  const question = knowledgeQuery
    ? knowledgeReuseOf(deps).ask(input.workspaceKey ?? null, knowledgeQuery, PREFETCHED_KNOWLEDGE_HITS)
    : null;

  const turn: AcceptTurnInput = {
    at: now,
    workspaceKey: input.workspaceKey ?? null,
    agentType,
    conversationId: input.conversationId ?? null,
    // A conversation id without its token is not found (after the address limit counts the hit).
    tokenHash: input.conversationId && !input.conversationToken ? null : hashConversationToken(token),
    ip: { key: ipWindow.key, windowStart: ipWindow.windowStart, limit: rules.ip.limit },
    conversation: conversationWindow.keys,
    server: caller === 'server' ? serverWindow.keys : null,
    maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
    content: text,
    metadata: { agent_type: input.agentType ?? 'general', timestamp: now.toISOString(), validated: true },
    profile,
    historyLimit: CHAT_LIMITS.historyWindow,
    knowledge: question,
    armIfBefore: new Date(now.getTime() - deps.env.AUTOMATION_ABANDONED_CHAT_SECONDS * 1000),
    start: input.conversationId
      ? null
      : newConversationStart(deps, {
          agentType,
          text,
          now,
          rules: await chatRoutingRules(deps, input.workspaceKey),
        }),
  };

  // Contact details are applied in the same transaction: straight into one.
  let stored = hasContact ? null : await turnAcceptorOf(deps).accept(turn);
  if (!stored || stored.status === 'needs_transaction') {
    stored = await deps.db.transaction((tx) =>
      acceptTurnWithExtras(deps, tx, {
        turn,
        now,
        contact: hasContact ? contact : null,
        clientIp: options.clientIp,
      }),
    );
  }
  switch (stored.status) {
    case 'accepted':
      break;
    case 'ip_limited':
      throw rateLimitedError(ipWindow.retryAfterSeconds);
    case 'conversation_limited':
      throw rateLimitedError(conversationWindow.retryAfterSeconds);
    case 'workspace_limited':
      throw rateLimitedError(serverWindow.retryAfterSeconds);
    case 'too_many_turns':
      throw new AppError('RATE_LIMITED', CHAT_LIMIT_MESSAGES.tooManyTurns);
    case 'no_workspace':
      throw new AppError('NOT_FOUND', 'This chat is not available.');
    case 'not_found':
      throw new AppError('NOT_FOUND', CHAT_LIMIT_MESSAGES.conversationNotFound);
    default:
      throw new Error(`chat turn not stored: ${stored.status}`);
  }

  const { conversation } = stored;
  const meta = {
    conversationId: conversation.id,
    customerId: conversation.customerId!,
    conversationToken: token,
  };
  const done: AiChatResponse | null = conversation.handoffAt
    ? { ...meta, message: HANDED_OFF_TEXT, requiresApproval: false, handedOff: true, engine: 'none' }
    : pausedAnswer(input.workspaceKey, stored.agent, meta);
  return {
    meta,
    done,
    acceptedAt: now,
    workspace: stored.workspace,
    agent: stored.agent,
    agentType,
    quoted: conversation.status === 'quoted',
    history: stored.history,
    customer: stored.customer,
    knowledge: question && {
      text,
      limit: PREFETCHED_KNOWLEDGE_HITS,
      hits: knowledgeReuseOf(deps).answer(question, stored),
    },
  };
}

/**
 * A widget turn with no active agent of its type: the owner paused it after the chat opened (a
 * new page view is told "not available" by the widget's config before the visitor types). The
 * agent stays silent rather than the workspace answering in its place.
 */
function pausedAnswer(
  workspaceKey: string | null | undefined,
  agent: ChatAgent | null,
  meta: Pick<AiChatResponse, 'conversationId' | 'customerId' | 'conversationToken'>,
): AiChatResponse | null {
  if (!workspaceKey || agent) return null;
  return { ...meta, message: AGENT_PAUSED_TEXT, requiresApproval: false, handedOff: false, engine: 'none' };
}

/** A first message's conversation: ids made here, so the start's events can name them. */
/**
 * The workspace's active routing rules for a first message. Reading them failing must not lose
 * the conversation: the built-in routing decides then (and the failure is logged).
 */
async function chatRoutingRules(deps: AppDeps, workspaceKey: string | null | undefined) {
  try {
    return await routingRulesForChat(deps, workspaceKey ?? null);
  } catch (error) {
    deps.logger.warn({ err: error }, 'routing rules unavailable; using built-in routing');
    return [];
  }
}

function newConversationStart(
  deps: AppDeps,
  options: { agentType: AgentType; text: string; now: Date; rules: readonly EvaluableRule[] },
): ConversationStart {
  const conversationId = randomUUID();
  const customerId = randomUUID();
  const plan = planConversationStart({
    conversationId,
    customerId,
    agentType: options.agentType,
    firstMessage: options.text,
    at: options.now,
    logger: deps.logger,
    rules: options.rules,
  });
  return { conversationId, customerId, customerName: DEFAULT_CUSTOMER_NAME, ...plan };
}

/**
 * The turn in the caller's transaction, with what it needs besides the one statement: contact
 * details typed into the message applied to the conversation's own customer (never another's:
 * applyContactDetails), and the abandoned-chat check armed when the turn must
 * (mustArmAbandonedChatCheck; after last_message_at moved: that row lock makes a check firing at
 * this very moment wait for the turn and see its message).
 */
async function acceptTurnWithExtras(
  deps: AppDeps,
  tx: Executor,
  options: { turn: AcceptTurnInput; now: Date; contact: ExtractedContact | null; clientIp: string },
): Promise<AcceptTurnResult> {
  const { contact, now } = options;
  const stored = await acceptTurn(tx, { ...options.turn, armIfBefore: null });
  if (stored.status !== 'accepted') return stored;
  const result =
    contact && stored.customer
      ? {
          ...stored,
          customer: await applyVisitorContact(deps, tx, {
            clientIp: options.clientIp,
            workspaceId: stored.workspace.id,
            customer: stored.customer,
            contact,
            at: now,
          }),
        }
      : stored;
  const mustArm = mustArmAbandonedChatCheck({
    emailKnown: Boolean(result.customer?.email),
    emailKnownBefore: Boolean(stored.customer?.email),
    previousMessageAt: stored.conversation.previousMessageAt,
    messageAt: now,
    delaySeconds: deps.env.AUTOMATION_ABANDONED_CHAT_SECONDS,
  });
  if (mustArm)
    await scheduleAbandonedChatCheck(deps, {
      tx,
      conversationId: stored.conversation.id,
      lastMessageAt: now,
    });
  return result;
}

/** The second half: the engine writes the reply, which is then sent or held for approval. */
export async function answerChatTurn(
  deps: AppDeps,
  turn: AcceptedTurn,
  options: Pick<
    ChatTurnOptions,
    'input' | 'engine' | 'signal' | 'onDelta' | 'onReset' | 'requestOrigin' | 'clientIp'
  >,
): Promise<AiChatResponse> {
  const { workspace, agent, agentType, meta } = turn;
  const { conversationId } = meta;
  const holdsForApproval = agent?.operationMode === 'safe' && agent.requireApproval;
  // The visitor wrote again: a draft still waiting answers what came before, and must never be
  // sent after this message (only safe mode holds drafts; one statement on the conversation's index).
  const superseded =
    agent?.operationMode === 'safe'
      ? await supersedePendingApprovals(deps.db, { conversationId })
      : { count: 0, deferredActions: [] };
  const agentTypeTag = options.input.agentType ?? 'general';
  // What a replaced draft would have done once approved (the quote e-mail it promised) goes with
  // this answer instead: held with it, or done now when it is not held.
  const deferred: DeferredAction[] | undefined =
    holdsForApproval || superseded.deferredActions.length > 0 ? [...superseded.deferredActions] : undefined;
  const carriesQuoteEmail = superseded.deferredActions.some((action) => action.type === 'send_quote_email');
  const tools = withBusinessContact(
    deps,
    workspace.id,
    withPrefetchedKnowledge(
      turn.knowledge,
      createTurnTools(deps, {
        workspaceId: workspace.id,
        brandKey: workspace.brandKey,
        conversationId,
        pricing: workspace.pricing,
        customerId: meta.customerId,
        requestOrigin: options.requestOrigin,
        clientIp: options.clientIp,
        deferred,
      }),
    ),
  );
  const { history, customer } = turn;
  const reply: EngineReply = await options.engine.reply(
    {
      workspace: { id: workspace.id, name: workspace.name, tone: workspace.tone, pricing: workspace.pricing },
      agent: { id: agent?.id ?? null, agentType, name: agent?.agentName ?? workspace.name },
      history: history.map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.content })),
      customer: {
        id: meta.customerId,
        name: customer?.name ?? DEFAULT_CUSTOMER_NAME,
        // Where this visitor asked for mail to go, even an address another customer has.
        email: customer ? requestedMailAddress(customer) : null,
        phone: customer?.phone ?? null,
        company: customer?.company ?? null,
      },
      conversationId,
      // In safe mode a quote e-mail waiting with a held answer counts as sent: one quote, not two.
      quoted:
        turn.quoted ||
        carriesQuoteEmail ||
        (holdsForApproval && (await hasHeldQuoteEmail(deps.db, conversationId))),
    },
    tools,
    {
      signal: options.signal,
      // A reply that waits for approval must not reach the visitor, not even while it is written.
      onDelta: holdsForApproval ? undefined : options.onDelta,
      onReset: options.onReset,
    },
  );
  const message = guardReplyPrices(reply, { logger: deps.logger, conversationId });

  if (reply.handoff && !tools.handedOff()) await tools.handOff('The agent could not help');
  const handedOff = tools.handedOff();
  const visitorMessage = history.findLast((m) => m.sender === 'user')?.content ?? '';
  // Small talk answered without a fact or a price is not held (approval-hold.ts).
  const needsApproval =
    !handedOff &&
    holdsForApproval &&
    mustHoldForApproval({
      message: visitorMessage,
      text: message,
      sources: reply.sources,
      quotedAmounts: reply.quotedAmounts,
    });
  // Strictly after the visitor's message: a fast reply can fall in the same millisecond, and the
  // history is read in (created_at, id) order, where the random id would then decide.
  const answeredAt = new Date(Math.max(deps.clock().getTime(), turn.acceptedAt.getTime() + 1));
  const priced = needsApproval ? null : tools.lastQuote();
  // One statement each: atomic without a transaction.
  if (needsApproval) {
    // The team hears of it by e-mail, once per conversation per burst (held-answer.service.ts).
    await holdAnswerForApproval(
      {
        db: deps.db,
        clock: deps.clock,
        outbox: deps.outbox,
        dashboardUrl: deps.env.dashboardUrl,
        brands: deps.env.brands,
      },
      {
        workspaceId: workspace.id,
        brandKey: workspace.brandKey,
        conversationId,
        agentId: agent.id,
        draftContent: message,
        deferredActions: deferred ?? [],
        visitorMessage,
        at: answeredAt,
        teamAlreadyTold: superseded.count > 0,
      },
    );
  } else {
    // Held for nobody after all (the conversation went to a person): what was deferred happens now.
    if (deferred?.length) await runDeferredActions(deps, { conversationId, actions: deferred });
    await replyWriterOf(deps).store({
      workspaceId: workspace.id,
      conversationId,
      content: message,
      metadata: {
        agent_type: agentTypeTag,
        timestamp: answeredAt.toISOString(),
        validated: true,
        engine: reply.engine,
        // Why the model did not answer (the built-in engine did): fallbacks are counted from this.
        ...(reply.fallback ? { llm_fallback: reply.fallback } : {}),
        sources: reply.sources,
        // The quote this answer states, kept with it: the chat's quote form stores and sends this one.
        ...(priced ? storedTurnQuote(priced) : {}),
      },
      at: answeredAt,
    });
  }

  return {
    ...meta,
    message: needsApproval ? holdingLine(visitorMessage, reply.quotedAmounts) : message,
    requiresApproval: needsApproval,
    handedOff,
    engine: reply.engine,
    quote: priced ? toChatQuote(priced.quote, priced.stored) : null,
  };
}

/**
 * The tools, with the business's own contact details (Settings) offered beside every search's
 * items (businessFacts), so the answerer can say the phone number, address or hours the owner
 * saved but never typed as knowledge. Read when the engine first searches; a failed read leaves
 * the knowledge to answer alone rather than failing the turn.
 */
function withBusinessContact(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  workspaceId: string,
  tools: TurnTools,
): TurnTools {
  let facts: Promise<KnowledgeHit[]> | undefined;
  return {
    ...tools,
    async searchKnowledge(query, limit) {
      facts ??= businessContactOf(deps.db, workspaceId).then(businessFacts, (error: unknown) => {
        deps.logger.warn({ err: error, workspaceId }, 'business contact details not read for the chat');
        return [];
      });
      const [hits, own] = await Promise.all([tools.searchKnowledge(query, limit), facts]);
      return withBusinessFacts(hits, own);
    },
  };
}

/** The tools, answering the search the turn already read from what it read. */
function withPrefetchedKnowledge(prefetched: AcceptedTurn['knowledge'], tools: TurnTools): TurnTools {
  if (!prefetched) return tools;
  return {
    ...tools,
    searchKnowledge(query, limit = PREFETCHED_KNOWLEDGE_HITS) {
      if (query === prefetched.text && limit <= prefetched.limit)
        return Promise.resolve(prefetched.hits.slice(0, limit));
      return tools.searchKnowledge(query, limit);
    },
  };
}
