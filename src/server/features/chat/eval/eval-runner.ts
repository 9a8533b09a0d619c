import type { Database } from '../../../db/client';
import { DEMO_AGENT_IDS, DEMO_WORKSPACE } from '../../../db/seed/demo-content';
import { seedReferenceData } from '../../../db/seed/seed';
import { createLogger, type Logger } from '../../../lib/logger';
import type { ChatEngine } from '../engine/chat-engine';
import {
  findAgentMode,
  findKnowledgeItems,
  findWorkspaceTone,
  observeConversation,
  setAgentMode,
  setWorkspaceTone,
} from './eval.repository';
import { createEvalApp } from './eval-app';
import { emptyScores, emptyScoresByAgentType, emptySetScores, tally } from './eval-report';
import { type KnowledgeItem, scoreTurn, type TurnObservation } from './eval-scoring';
import type {
  Behaviour,
  EvalConversation,
  EvalFailure,
  EvalReport,
  EvalSetScores,
  EvalTurn,
} from './eval-types';
import { EVAL_WORKSPACES } from './eval-workspaces';
import { observeEngine } from './observe-engine';

export interface RunEvalOptions {
  /** A migrated database; the demo workspace is seeded into it if missing. */
  db: Database;
  engine: ChatEngine;
  conversations: readonly EvalConversation[];
  logger?: Logger;
  /**
   * The demo quote agent is seeded in safe mode with approval required, so its replies wait for
   * a person. By default it answers live for the run (and is set back afterwards); false keeps
   * the seeded mode, and the held draft is scored instead of the "awaiting approval" notice.
   */
  quoteAgentLive?: boolean;
  /** Called after each turn with what the visitor would read (transcripts for the command line). */
  onTurn?: (conversation: EvalConversation, turn: number, user: string, reply: string) => void;
}

interface ChatAnswer {
  conversationId?: string;
  conversationToken?: string;
  message?: string;
  requiresApproval?: boolean;
  engine?: string;
  error?: { message?: string };
}

/**
 * Plays every scripted conversation through POST /api/functions/ai-chat of the real app (so
 * storage, the price guard, safe mode and handoff are the real ones), one after the other, and
 * scores each turn. Conversations run in sequence because some switch the workspace's tone.
 */
export async function runEval(options: RunEvalOptions): Promise<EvalReport> {
  const started = performance.now();
  const { db } = options;
  const workspaceId = DEMO_WORKSPACE.id;
  await seedReferenceData(db, { now: new Date() });
  const knowledge: KnowledgeItem[] = await findKnowledgeItems(db, workspaceId);
  // The other demo stores' knowledge and tones, read when a conversation first needs them.
  const stores = new Map<
    string,
    { knowledge: KnowledgeItem[]; tone: Awaited<ReturnType<typeof findWorkspaceTone>> }
  >();

  const observer = observeEngine(options.engine);
  const { aiChat } = createEvalApp({
    db,
    engine: observer.engine,
    logger: options.logger ?? createLogger('silent'),
  });

  const report: EvalReport = {
    engine: options.engine.name,
    conversations: 0,
    turns: 0,
    behaviours: emptyScores(),
    byAgentType: emptyScoresByAgentType(),
    sets: { training: emptySetScores(), heldOut: emptySetScores() },
    heldOutSets: {},
    answeredBy: {},
    failures: [],
    durationMs: 0,
  };

  const seededTone = await findWorkspaceTone(db, workspaceId);
  // The tone each workspace has now: a conversation sets its own only when it differs, as most
  // follow one of the same tone (over a thousand updates a run otherwise, decision 073).
  const tones = new Map<string, typeof seededTone>([[workspaceId, seededTone]]);
  const seededQuoteMode = await findAgentMode(db, DEMO_AGENT_IDS.quote);
  if (options.quoteAgentLive !== false && seededQuoteMode)
    await setAgentMode(db, DEMO_AGENT_IDS.quote, { operationMode: 'live', requireApproval: false });
  try {
    for (const conversation of options.conversations) {
      const target = EVAL_WORKSPACES[conversation.workspace ?? 'wraps'];
      let store = target.id === workspaceId ? { knowledge, tone: seededTone } : stores.get(target.id);
      if (!store) {
        store = {
          knowledge: await findKnowledgeItems(db, target.id),
          tone: await findWorkspaceTone(db, target.id),
        };
        stores.set(target.id, store);
        tones.set(target.id, store.tone);
      }
      const tone = conversation.tone ?? store.tone;
      if (tones.get(target.id) !== tone) {
        await setWorkspaceTone(db, target.id, tone);
        tones.set(target.id, tone);
      }
      await playConversation(conversation, {
        db,
        aiChat: target.workspaceKey
          ? (body) => aiChat({ ...body, workspaceKey: target.workspaceKey })
          : aiChat,
        observer,
        knowledge: store.knowledge,
        report,
        onTurn: options.onTurn,
      });
      report.conversations += 1;
      for (const set of setsOf(report, conversation)) set.conversations += 1;
    }
  } finally {
    await setWorkspaceTone(db, workspaceId, seededTone);
    for (const [id, store] of stores) await setWorkspaceTone(db, id, store.tone);
    if (seededQuoteMode) await setAgentMode(db, DEMO_AGENT_IDS.quote, seededQuoteMode);
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

async function playConversation(
  conversation: EvalConversation,
  context: {
    db: Database;
    aiChat: (body: Record<string, unknown>) => Promise<Response>;
    observer: ReturnType<typeof observeEngine>;
    knowledge: KnowledgeItem[];
    report: EvalReport;
    onTurn: RunEvalOptions['onTurn'];
  },
): Promise<void> {
  const { db, aiChat, observer, knowledge, report } = context;
  let ids: { conversationId: string; conversationToken: string } | null = null;
  let broken: string | null = null;
  let previousReply: string | undefined;

  for (const [index, turn] of conversation.turns.entries()) {
    report.turns += 1;
    for (const set of setsOf(report, conversation)) set.turns += 1;
    const fail = (got: string) => failTurn(report, conversation, index, turn, got);
    if (broken) {
      fail(broken);
      continue;
    }
    if (ids) observer.clearLastReply(ids.conversationId);
    const res = await aiChat({
      messages: [{ role: 'user', content: turn.user }],
      agentType: conversation.agentType,
      ...(ids ?? {}),
    });
    const body = (await res.json()) as ChatAnswer;
    if (res.status !== 200 || !body.conversationId || !body.conversationToken) {
      broken = `the conversation ended: HTTP ${res.status} ${body.error?.message ?? ''}`.trim();
      fail(broken);
      continue;
    }
    ids = { conversationId: body.conversationId, conversationToken: body.conversationToken };
    const engineName = body.engine ?? 'unknown';
    report.answeredBy[engineName] = (report.answeredBy[engineName] ?? 0) + 1;

    const stored = await observeConversation(db, ids.conversationId);
    const record = observer.record(ids.conversationId);
    const observation: TurnObservation = {
      reply: body.requiresApproval ? (stored.latestDraft ?? body.message ?? '') : (body.message ?? ''),
      engineText: record.lastReply?.text ?? null,
      sources: stored.sources,
      allowedAmounts: [...record.amounts],
      handedOff: stored.handedOff,
      handoffEmails: stored.handoffEmails,
      storedQuoteTotals: stored.storedQuoteTotals,
      quoteEmails: stored.quoteEmails,
      ...(previousReply === undefined ? {} : { previousReply }),
    };
    previousReply = observation.reply;
    context.onTurn?.(conversation, index + 1, turn.user, observation.reply);
    for (const { behaviour, verdict } of scoreTurn(turn.expect, observation, knowledge)) {
      count(report, conversation, behaviour, verdict.pass);
      if (!verdict.pass) {
        report.failures.push({
          conversation: conversation.id,
          ...heldOutMarks(conversation),
          turn: index + 1,
          user: turn.user,
          behaviour,
          expected: verdict.expected,
          got: verdict.got,
          reply: observation.reply,
        });
      }
    }
  }
}

/** A turn that could not be played fails every behaviour it declared (noInventedPrice included). */
function failTurn(
  report: EvalReport,
  conversation: EvalConversation,
  index: number,
  turn: EvalTurn,
  got: string,
): void {
  const declared = (Object.keys(turn.expect) as (keyof EvalTurn['expect'])[]).filter(
    (key) => turn.expect[key] !== undefined,
  );
  for (const behaviour of [...declared, 'noInventedPrice' as const]) {
    count(report, conversation, behaviour, false);
    const failure: EvalFailure = {
      conversation: conversation.id,
      ...heldOutMarks(conversation),
      turn: index + 1,
      user: turn.user,
      behaviour,
      expected: 'an answer',
      got,
    };
    report.failures.push(failure);
  }
}

const heldOutMarks = (conversation: EvalConversation) =>
  conversation.heldOut
    ? { heldOut: true, ...(conversation.heldOutSet ? { heldOutSet: conversation.heldOutSet } : {}) }
    : {};

/** Training or held-out, and the conversation's own held-out set when it names one. */
function setsOf(report: EvalReport, conversation: EvalConversation): EvalSetScores[] {
  if (!conversation.heldOut) return [report.sets.training];
  const name = conversation.heldOutSet;
  if (name === undefined) return [report.sets.heldOut];
  report.heldOutSets[name] ??= emptySetScores();
  return [report.sets.heldOut, report.heldOutSets[name]];
}

/** One verdict, counted overall, per agent type, and in the conversation's set. */
function count(report: EvalReport, conversation: EvalConversation, behaviour: Behaviour, pass: boolean) {
  tally(report.behaviours, behaviour, pass);
  tally(report.byAgentType[conversation.agentType], behaviour, pass);
  for (const set of setsOf(report, conversation)) {
    tally(set.behaviours, behaviour, pass);
    tally(set.byAgentType[conversation.agentType], behaviour, pass);
  }
}
