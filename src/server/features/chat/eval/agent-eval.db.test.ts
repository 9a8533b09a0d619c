import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiFake } from '../../../../../test/fakes/openai-fake';
import { getTestDb, resetDatabase } from '../../../../../test/helpers/db';
import { AWAITING_APPROVAL_TEXT, CHAT_LIMIT_MESSAGES, CHAT_LIMITS } from '../../../../domain/chat';
import { agents, answerApprovals, workspaces } from '../../../db/schema/index';
import { DEMO_AGENT_IDS, DEMO_WORKSPACE } from '../../../db/seed/demo-content';
import { parseEnv } from '../../../env';
import { createLogger } from '../../../lib/logger';
import { createBuiltinEngine } from '../engine/builtin-engine';
import type { ChatEngine } from '../engine/chat-engine';
import { createChatEngine } from '../engine/select-engine';
import { runEval } from './eval-runner';
import { BEHAVIOURS } from './eval-types';
import {
  BASELINE_CONVERSATIONS,
  EVAL_CONVERSATIONS,
  HELD_OUT_CONVERSATIONS,
  HELD_OUT_SETS,
  isKnownBaselineMiss,
  TRAINING_CONVERSATIONS,
} from './scenarios/all-scenarios';
import { conversation, factFrom, KB, quoteFor, turn } from './scenarios/scenario-kit';

const { db, close } = getTestDb();

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  await resetDatabase(db);
});

/**
 * Playing every conversation (over eight hundred turns through the real chat function) takes
 * under a minute on a quiet machine and several times that on a shared one; this bound only
 * stops a hang.
 */
const PLAY_EVERY_CONVERSATION_MS = 360_000;

describe('agent evaluation with the built-in engine', () => {
  // CI holds the eval's machinery and the baseline conversations, not the whole pass rate: the
  // engine is still being improved against the newer training conversations, and the held-out
  // ones are meant to measure it, not to gate it. So this test checks that every conversation is
  // played and scored into the right set, that the report has its shape, and that the baseline
  // (all passing today, bar the listed known misses) stays at 100 %; the rest is only reported
  // (`npm run eval` prints it, failures with their replies).
  it(
    'plays and scores every conversation, and keeps the baseline conversations at 100 %',
    async () => {
      const report = await runEval({ db, engine: createBuiltinEngine(), conversations: EVAL_CONVERSATIONS });

      const turnsOf = (list: readonly { turns: unknown[] }[]) =>
        list.reduce((sum, c) => sum + c.turns.length, 0);
      expect(report.conversations).toBe(EVAL_CONVERSATIONS.length);
      expect(report.turns).toBe(turnsOf(EVAL_CONVERSATIONS));
      expect(report.sets.training).toMatchObject({
        conversations: TRAINING_CONVERSATIONS.length,
        turns: turnsOf(TRAINING_CONVERSATIONS),
      });
      expect(report.sets.heldOut).toMatchObject({
        conversations: HELD_OUT_CONVERSATIONS.length,
        turns: turnsOf(HELD_OUT_CONVERSATIONS),
      });
      for (const set of HELD_OUT_SETS)
        expect([set.name, report.heldOutSets[set.name]]).toMatchObject([
          set.name,
          { conversations: set.conversations.length, turns: turnsOf(set.conversations) },
        ]);
      for (const behaviour of BEHAVIOURS) {
        const { training, heldOut } = report.sets;
        const sum = training.behaviours[behaviour].total + heldOut.behaviours[behaviour].total;
        expect([behaviour, report.behaviours[behaviour].total > 0, sum]).toEqual([
          behaviour,
          true,
          report.behaviours[behaviour].total,
        ]);
      }
      expect(report.behaviours.noInventedPrice.total).toBe(report.turns);
      // noRepeat judges every turn but a conversation's first.
      expect(report.behaviours.noRepeat.total).toBe(report.turns - report.conversations);

      const heldOutIds = new Set(HELD_OUT_CONVERSATIONS.map((c) => c.id));
      for (const failure of report.failures) {
        expect([failure.conversation, Boolean(failure.heldOut)]).toEqual([
          failure.conversation,
          heldOutIds.has(failure.conversation),
        ]);
        expect(typeof failure.reply).toBe('string');
      }

      const baseline = new Set(BASELINE_CONVERSATIONS.map((c) => c.id));
      const regressions = report.failures.filter(
        (f) => baseline.has(f.conversation) && !isKnownBaselineMiss(f),
      );
      expect(regressions).toEqual([]);
      // Only the turn after a handoff is answered by nobody (the person has taken over).
      expect(Object.keys(report.answeredBy).sort()).toEqual(['builtin', 'none']);
    },
    PLAY_EVERY_CONVERSATION_MS,
  );

  it('puts the demo workspace back as seeded: quote agent in safe mode with approval, professional tone', async () => {
    await runEval({
      db,
      engine: createBuiltinEngine(),
      conversations: EVAL_CONVERSATIONS.filter((c) => c.agentType === 'quote' && c.tone === 'urgent'),
    });
    const [quoteAgent] = await db.select().from(agents).where(eq(agents.id, DEMO_AGENT_IDS.quote));
    expect(quoteAgent).toMatchObject({ operationMode: 'safe', requireApproval: true });
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, DEMO_WORKSPACE.id));
    expect(workspace!.tone).toBe('professional');
  });

  it('scores the held draft, not the waiting notice, when the quote agent keeps its safe mode', async () => {
    const report = await runEval({
      db,
      engine: createBuiltinEngine(),
      quoteAgentLive: false,
      conversations: [
        conversation('held-warranty', 'quote', [
          turn('What warranty do you give on premium vinyl?', { grounded: factFrom(KB.warranty) }),
        ]),
      ],
    });
    expect(report.failures).toEqual([]);
    const [draft] = await db.select().from(answerApprovals);
    expect(draft!.status).toBe('pending');
    expect(draft!.draftContent).toContain('5-year manufacturer warranty');
    expect(draft!.draftContent).not.toBe(AWAITING_APPROVAL_TEXT);
  });
});

describe('the evaluation reports what went wrong', () => {
  /** Answers everything with a made-up price, never quoting anything. */
  const guessing: ChatEngine = {
    name: 'llm',
    async reply() {
      return {
        text: 'That will be about $999.',
        engine: 'llm',
        quotedAmounts: [],
        handoff: false,
        sources: [],
      };
    },
  };

  it('fails each behaviour a bad engine misses, naming conversation, turn, expected and got', async () => {
    const van = quoteFor('van wrap, premium vinyl, 150 sq ft', {
      projectType: 'vehicle-wrap',
      material: 'premium-vinyl',
      squareFootage: 150,
    });
    const report = await runEval({
      db,
      engine: guessing,
      conversations: [
        conversation('bad/price', 'shop', [
          turn('How much is a van wrap in premium vinyl, 150 sq ft?', { quote: van, quoteOffered: true }),
          turn('Can I talk to a person?', { handoff: true, tone: 'casual' }),
        ]),
      ],
    });

    expect(report.behaviours).toMatchObject({
      quote: { passed: 0, total: 1 },
      quoteOffered: { passed: 0, total: 1 },
      handoff: { passed: 0, total: 1 },
      // The price guard withheld the guess from the visitor, but the engine still invented it.
      noInventedPrice: { passed: 0, total: 2 },
      tone: { passed: 0, total: 1 },
    });
    expect(report.failures).toContainEqual({
      conversation: 'shop/bad/price',
      turn: 2,
      user: 'Can I talk to a person?',
      behaviour: 'handoff',
      expected: 'handed off, team e-mailed',
      got: 'not handed off, 0 chat_handoff e-mail(s)',
      reply: expect.any(String),
    });
    expect(report.failures).toContainEqual(
      expect.objectContaining({ turn: 1, behaviour: 'noInventedPrice', got: 'invented $999.00' }),
    );
  });

  it('fails the rest of a conversation the chat refused, with the refusal', async () => {
    const report = await runEval({
      db,
      engine: createBuiltinEngine(),
      conversations: [
        conversation('refused', 'social', [
          turn('x'.repeat(CHAT_LIMITS.maxMessageChars + 1), { handoff: false }),
          turn('hello?', { tone: 'professional' }),
        ]),
      ],
    });
    const got = `the conversation ended: HTTP 400 ${CHAT_LIMIT_MESSAGES.messageTooLong}`;
    expect(report.failures.map((f) => [f.turn, f.behaviour, f.got])).toEqual([
      [1, 'handoff', got],
      [1, 'noInventedPrice', got],
      [2, 'tone', got],
      [2, 'noInventedPrice', got],
    ]);
    expect(report.behaviours.noInventedPrice).toEqual({ passed: 0, total: 2 });
  });
});

describe('agent evaluation with a language model', () => {
  /** Plays the first shop conversations against a loopback OpenAI-compatible model answering `text`. */
  async function evalWithModel(text: string) {
    const model = await startOpenAiFake();
    try {
      model.replyAlways({ text });
      const env = parseEnv({
        NODE_ENV: 'test',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: model.baseUrl,
        AI_API_KEY: model.apiKey,
        AI_MODEL: 'fake-gpt',
      });
      const logger = createLogger('silent');
      const engine = createChatEngine({ env, logger, builtin: createBuiltinEngine() });
      const conversations = EVAL_CONVERSATIONS.filter((c) => c.agentType === 'shop').slice(0, 4);
      const report = await runEval({ db, engine, conversations, logger });
      return { report, requests: model.requests };
    } finally {
      await model.close();
    }
  }

  it('plays the conversations through the configured model, with the agent tools offered', async () => {
    const { report, requests } = await evalWithModel(
      'Thanks for asking! Someone from our team will follow up.',
    );
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.body.model).toBe('fake-gpt');
      expect(request.body.tools?.map((t) => t.function.name)).toContain('calculate_quote');
    }
    // Every answered turn is the model's, and a model that ignores the knowledge is marked down.
    expect(report.answeredBy.builtin).toBeUndefined();
    expect(report.answeredBy.llm).toBeGreaterThan(0);
    expect(report.behaviours.grounded.passed).toBeLessThan(report.behaviours.grounded.total);
  });

  it('shows in the report when the model was replaced: a made-up price falls back to the built-in engine', async () => {
    const { report, requests } = await evalWithModel('That comes to $999, ready by Friday.');
    expect(requests.length).toBeGreaterThan(0);
    expect(report.answeredBy.llm).toBeUndefined();
    expect(report.answeredBy.builtin).toBeGreaterThan(0);
    // What reached the visitor is the built-in engine's: no price made up.
    expect(report.behaviours.noInventedPrice.passed).toBe(report.behaviours.noInventedPrice.total);
  });
});
