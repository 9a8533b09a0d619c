import { randomUUID } from 'node:crypto';
import { KNOWLEDGE_TEXTS } from '../../../domain/knowledge/knowledge-texts';
import { calculateQuote } from '../../../domain/quote-engine';
import { sanitizeMessageContent } from '../../../domain/sanitize';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { listAnsweringAgents, searchKnowledge } from '../knowledge';
import type { RateRule } from '../rate-limit';
import { findTestWorkspace } from './agent-test.repository';
import { chatEngineOf } from './chat-engine-of';
import { NO_PRICING_MESSAGE } from './chat-tools';
import type { ChatTools, KnowledgeHit } from './engine/chat-engine';
import { guardReplyPrices } from './reply-guard';

/** Test questions per workspace: plenty for trying an agent out, not a free language model. */
export const AGENT_TEST_RATE_LIMIT: RateRule = { name: 'knowledge.test-agent', limit: 30, windowSeconds: 60 };

/** What an engine reads when a test asks it to store or send something: a test changes nothing. */
export const TEST_MODE_TEXT = 'This is a test question from the dashboard, so nothing is stored or sent.';

export interface AgentTestAnswer {
  answer: string;
  agentName: string;
  engine: 'builtin' | 'llm';
  sources: { id: string; title: string }[];
}

/**
 * The owner's "test your agent" question: the workspace's agent answers it with the engine a
 * visitor would get, from this workspace's knowledge and pricing, but as a test. No conversation,
 * customer, message, lead or event is written, and the tools that would store a quote, send an
 * e-mail or hand over to a person do nothing, so a test never reaches a customer or the figures.
 */
export async function askAgentAsTest(
  deps: AppDeps,
  options: { workspaceId: string; question: string; agentId?: string },
): Promise<AgentTestAnswer> {
  await deps.rateLimiter.enforce(AGENT_TEST_RATE_LIMIT, [`workspace:${options.workspaceId}`]);
  const workspace = await findTestWorkspace(deps.db, options.workspaceId);
  if (!workspace) throw new AppError('NOT_FOUND', 'This workspace no longer exists.');
  const answering = await listAnsweringAgents(deps.db, options.workspaceId);
  if (answering.length === 0) throw new AppError('CONFLICT', KNOWLEDGE_TEXTS.noAgent);
  const agent = options.agentId ? answering.find((a) => a.id === options.agentId) : answering[0];
  if (!agent) throw new AppError('NOT_FOUND', KNOWLEDGE_TEXTS.agentNotFound);

  const seen = new Map<string, string>();
  const refuse = async (): Promise<never> => {
    throw new AppError('VALIDATION_FAILED', TEST_MODE_TEXT);
  };
  const tools: ChatTools = {
    async searchKnowledge(query, limit = 3) {
      const hits: KnowledgeHit[] = await searchKnowledge(deps.db, {
        workspaceId: workspace.id,
        text: query,
        limit: Math.min(limit, 10),
      });
      for (const hit of hits) seen.set(hit.id, hit.title);
      return hits;
    },
    calculateQuote(request) {
      if (!workspace.pricing) return { ok: false, missing: [], message: NO_PRICING_MESSAGE };
      return calculateQuote(workspace.pricing, request);
    },
    createQuote: refuse,
    sendQuoteEmail: refuse,
    createPaymentLink: refuse,
    captureContact: async () => {},
    handOff: async () => {},
  };

  const conversationId = randomUUID();
  const reply = await chatEngineOf(deps).reply(
    {
      workspace,
      agent: { id: agent.id, agentType: agent.agentType, name: agent.name },
      history: [{ role: 'user', content: sanitizeMessageContent(options.question) }],
      customer: { id: randomUUID(), name: 'Test visitor', email: null, phone: null, company: null },
      conversationId,
    },
    tools,
  );
  return {
    answer: guardReplyPrices(reply, { logger: deps.logger, conversationId }),
    agentName: agent.name,
    engine: reply.engine,
    sources: reply.sources.flatMap((id) => {
      const title = seen.get(id);
      return title === undefined ? [] : [{ id, title }];
    }),
  };
}
