import type { AgentType } from '../../../domain/agent-types';
import {
  AWAITING_APPROVAL_TEXT,
  CHAT_LIMIT_MESSAGES,
  CHAT_LIMITS,
  HANDED_OFF_TEXT,
} from '../../../domain/chat';
import { extractContact } from '../../../domain/contact-extraction';
import type { AiChatInput, AiChatResponse } from '../../../domain/contracts/chat.contract';
import { buildEnhancedProfile } from '../../../domain/lead-profile';
import { sanitizeMessageContent } from '../../../domain/sanitize';
import { DEFAULT_CUSTOMER_NAME } from '../../../domain/validation/secure-quote';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { scheduleAbandonedChatCheck } from '../automations/automation-timers';
import { insertApproval } from './approvals.repository';
import {
  applyContactDetails,
  type ChatAgent,
  type ChatConversation,
  type ChatWorkspace,
  findChatWorkspace,
  findConversationByToken,
  findCustomer,
  insertConversationOnce,
  insertMessage,
  mergeCustomerMetadata,
  recentMessages,
  touchConversation,
} from './chat.repository';
import { hashConversationToken, newConversationToken } from './chat-token';
import { createTurnTools } from './chat-tools';
import { startConversation } from './conversation-start';
import type { ChatEngine, EngineReply } from './engine/chat-engine';
import { guardReplyPrices } from './reply-guard';

/** The persona used when a caller names no agent type (messages then carry agent_type 'general'). */
const DEFAULT_AGENT_TYPE: AgentType = 'shop';

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

function rateRules(deps: AppDeps) {
  return {
    ip: { name: 'chat.ip', limit: deps.env.CHAT_TURNS_PER_MINUTE_PER_IP, windowSeconds: 60 },
    conversation: {
      name: 'chat.conversation',
      limit: deps.env.CHAT_TURNS_PER_MINUTE_PER_CONVERSATION,
      windowSeconds: 60,
    },
  };
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
}

/**
 * The first half of a turn: checks and stores the visitor's message. Everything that can refuse
 * the turn (validation, rate limits, turn cap, unknown conversation) happens here, before a
 * streaming answer opens its stream, so refusals keep their HTTP status.
 */
export async function acceptChatTurn(deps: AppDeps, options: ChatTurnOptions): Promise<AcceptedTurn> {
  const { input } = options;
  const text = lastUserMessage(input);
  const rules = rateRules(deps);
  await deps.rateLimiter.enforce(rules.ip, [`ip:${options.clientIp}`]);

  const agentType = input.agentType ?? DEFAULT_AGENT_TYPE;
  const found = await findChatWorkspace(deps.db, { workspaceKey: input.workspaceKey ?? null, agentType });
  if (!found) throw new AppError('NOT_FOUND', 'This chat is not available.');
  const { workspace, agent } = found;

  if (input.conversationId && !input.conversationToken)
    throw new AppError('NOT_FOUND', CHAT_LIMIT_MESSAGES.conversationNotFound);
  const token = input.conversationToken ?? newConversationToken();
  const tokenHash = hashConversationToken(token);
  if (input.conversationId) {
    const existing = await findConversationByToken(deps.db, { workspaceId: workspace.id, tokenHash });
    if (existing?.id !== input.conversationId)
      throw new AppError('NOT_FOUND', CHAT_LIMIT_MESSAGES.conversationNotFound);
  }

  const now = deps.clock();
  const stored = await deps.db.transaction(async (tx) => {
    const { conversation, created } = await insertConversationOnce(tx, {
      workspaceId: workspace.id,
      tokenHash,
      agentId: agent?.id ?? null,
      agentType,
      at: now,
    });
    let customerId = conversation.customerId;
    if (created) {
      ({ customerId } = await startConversation(tx, {
        workspaceId: workspace.id,
        conversationId: conversation.id,
        agentType,
        firstMessage: text,
        at: now,
        logger: deps.logger,
      }));
    }
    await deps.rateLimiter.enforce(rules.conversation, [`conversation:${conversation.id}`]);
    if (conversation.userTurns >= CHAT_LIMITS.maxTurnsPerConversation)
      throw new AppError('RATE_LIMITED', CHAT_LIMIT_MESSAGES.tooManyTurns);

    await insertMessage(tx, {
      workspaceId: workspace.id,
      conversationId: conversation.id,
      sender: 'user',
      content: text,
      metadata: { agent_type: input.agentType ?? 'general', timestamp: now.toISOString(), validated: true },
      at: now,
    });
    await touchConversation(tx, { conversationId: conversation.id, at: now, visitorTurn: true });
    await scheduleAbandonedChatCheck(deps, {
      tx,
      conversationId: conversation.id,
      lastMessageAt: now,
      previousMessageAt: created ? null : conversation.lastMessageAt,
    });
    if (customerId) {
      customerId = await updateCustomerFromTurn(tx, {
        workspaceId: workspace.id,
        conversation,
        customerId,
        text,
        behavior: input.behavior,
        now,
      });
    }
    return { conversation, customerId: customerId! };
  });

  const meta = {
    conversationId: stored.conversation.id,
    customerId: stored.customerId,
    conversationToken: token,
  };
  const done: AiChatResponse | null = stored.conversation.handoffAt
    ? { ...meta, message: HANDED_OFF_TEXT, requiresApproval: false, handedOff: true, engine: 'none' }
    : null;
  return { meta, done, workspace, agent, agentType, quoted: stored.conversation.status === 'quoted' };
}

/** The second half: the engine writes the reply, which is then sent or held for approval. */
export async function answerChatTurn(
  deps: AppDeps,
  turn: AcceptedTurn,
  options: Pick<ChatTurnOptions, 'input' | 'engine' | 'signal' | 'onDelta' | 'onReset' | 'requestOrigin'>,
): Promise<AiChatResponse> {
  const { workspace, agent, agentType, meta } = turn;
  const { conversationId } = meta;
  const holdsForApproval = agent?.operationMode === 'safe' && agent.requireApproval;
  const agentTypeTag = options.input.agentType ?? 'general';
  const tools = createTurnTools(deps, {
    workspaceId: workspace.id,
    brandKey: workspace.brandKey,
    conversationId,
    pricing: workspace.pricing,
    customerId: meta.customerId,
    requestOrigin: options.requestOrigin,
  });
  const [history, customer] = await Promise.all([
    recentMessages(deps.db, { conversationId, limit: CHAT_LIMITS.historyWindow }),
    findCustomer(deps.db, meta.customerId),
  ]);
  const reply: EngineReply = await options.engine.reply(
    {
      workspace: { id: workspace.id, name: workspace.name, tone: workspace.tone, pricing: workspace.pricing },
      agent: { id: agent?.id ?? null, agentType, name: agent?.agentName ?? workspace.name },
      history: history.map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.content })),
      customer: {
        id: meta.customerId,
        name: customer?.name ?? DEFAULT_CUSTOMER_NAME,
        email: customer?.email ?? null,
        phone: customer?.phone ?? null,
        company: customer?.company ?? null,
      },
      conversationId,
      quoted: turn.quoted,
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
  const needsApproval = !handedOff && holdsForApproval;
  const answeredAt = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (needsApproval) {
      await insertApproval(tx, {
        workspaceId: workspace.id,
        conversationId,
        agentId: agent.id,
        draftContent: message,
        at: answeredAt,
      });
      return;
    }
    await insertMessage(tx, {
      workspaceId: workspace.id,
      conversationId,
      sender: 'agent',
      content: message,
      metadata: {
        agent_type: agentTypeTag,
        timestamp: answeredAt.toISOString(),
        validated: true,
        engine: reply.engine,
        sources: reply.sources,
      },
      at: answeredAt,
    });
    await touchConversation(tx, { conversationId, at: answeredAt, visitorTurn: false });
  });

  return {
    ...meta,
    customerId: tools.currentCustomerId(),
    message: needsApproval ? AWAITING_APPROVAL_TEXT : message,
    requiresApproval: needsApproval,
    handedOff,
    engine: reply.engine,
  };
}

/** Contact details typed into the message, and the browser's behaviour profile, update the customer. */
async function updateCustomerFromTurn(
  tx: Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0],
  options: {
    workspaceId: string;
    conversation: ChatConversation;
    customerId: string;
    text: string;
    behavior: AiChatInput['behavior'];
    now: Date;
  },
): Promise<string> {
  let customerId = options.customerId;
  const contact = extractContact(options.text);
  if (contact.email || contact.name || contact.company) {
    const customer = await findCustomer(tx, customerId);
    if (customer) {
      customerId = await applyContactDetails(tx, {
        workspaceId: options.workspaceId,
        conversationId: options.conversation.id,
        customer,
        contact,
        at: options.now,
      });
    }
  }
  if (options.behavior) {
    const profile = buildEnhancedProfile(options.behavior, options.now);
    await mergeCustomerMetadata(tx, { customerId, patch: { ...profile }, at: options.now });
  }
  return customerId;
}
