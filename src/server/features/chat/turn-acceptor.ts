import pg from 'pg';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { onePerApp } from '../../lib/one-per-app';
import { type AcceptTurnInput, type AcceptTurnResult, acceptTurn, acceptTurns } from './chat.repository';

/** More than this waits for the next batch: one statement stays small. */
const MAX_BATCH = 64;

/**
 * Statements in flight at once; a turn arriving while all are busy waits for the next batch. One,
 * as for replies: with two, two batches could lock shared rows (an address's rate-limit row, a
 * counter slot) in opposite orders, and on this 2-core machine a second lane saved no CPU a turn.
 */
const MAX_IN_FLIGHT = 1;

export interface TurnAcceptor {
  /** Resolves with the turn's own outcome once it is committed; rejects if it could not be run. */
  accept(turn: AcceptTurnInput): Promise<AcceptTurnResult>;
}

interface Waiting {
  turn: AcceptTurnInput;
  resolve: (result: AcceptTurnResult) => void;
  reject: (error: unknown) => void;
}

/** What names a turn's conversation before the database has found it: its token, or its id. */
function conversationKeys(turn: AcceptTurnInput): string[] {
  return [turn.tokenHash, turn.conversationId].filter((key): key is string => key !== null);
}

/**
 * Accepts visitor turns in batches, as the reply writer writes replies
 * (docs/decisions/047-chat-accept-batch.md): a turn that arrives while nothing is being accepted
 * goes at once, alone, as the one statement chat_accept_turn; turns that arrive while a statement
 * is in flight wait for it and then go together in one statement and one commit
 * (chat_accept_turns), each with its own outcome. Every caller waits for its own turn's commit.
 *
 * Two turns of one conversation never share a batch: the later one waits for the next, so each
 * sees the other's message in its history and the turn cap and limits count them one after the
 * other, as when they went alone.
 */
export function createTurnAcceptor(db: Database, logger: Logger): TurnAcceptor {
  const queue: Waiting[] = [];
  /** Conversations with a turn in a statement in flight: their next turns wait for it. */
  const busy = new Set<string>();
  let inFlight = 0;

  /** The oldest waiting turns, at most one per conversation; the rest keep their places. */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const taken = new Set(busy);
    let i = 0;
    while (i < queue.length && batch.length < MAX_BATCH) {
      const keys = conversationKeys(queue[i]!.turn);
      const waits = keys.some((key) => taken.has(key));
      // A turn left waiting keeps its keys taken too: no later turn of its conversation overtakes it.
      for (const key of keys) taken.add(key);
      if (waits) i += 1;
      else batch.push(...queue.splice(i, 1));
    }
    return batch;
  }

  const one = (w: Waiting) => acceptTurn(db, w.turn).then(w.resolve, w.reject);

  async function acceptBatch(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return one(batch[0]!);
    let results: AcceptTurnResult[];
    try {
      results = await acceptTurns(
        db,
        batch.map((w) => w.turn),
      );
    } catch (error) {
      // Only a statement the database refused is known to have changed nothing: then one bad turn
      // (say, a constraint its conversation breaks) must not fail the others, so each goes alone,
      // in its order. A connection lost on the way may have committed the batch: repeating it
      // could store a message twice, so those turns fail instead.
      if (!(error instanceof pg.DatabaseError)) {
        for (const w of batch) w.reject(error);
        return;
      }
      logger.warn({ err: error, turns: batch.length }, 'turn batch failed; accepting one by one');
      for (const w of batch) await one(w);
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(results[i]!);
  }

  /** One statement in flight at a time on this lane, as long as turns wait that may go. */
  async function lane(): Promise<void> {
    inFlight += 1;
    try {
      for (let batch = takeBatch(); batch.length > 0; batch = takeBatch()) {
        const keys = batch.flatMap((w) => conversationKeys(w.turn));
        for (const key of keys) busy.add(key);
        try {
          await acceptBatch(batch);
        } finally {
          for (const key of keys) busy.delete(key);
        }
      }
    } finally {
      inFlight -= 1;
    }
  }

  return {
    accept(turn) {
      return new Promise<AcceptTurnResult>((resolve, reject) => {
        queue.push({ turn, resolve, reject });
        if (inFlight < MAX_IN_FLIGHT) void lane();
      });
    },
  };
}

/** The app's turn acceptor, created on first use over the app's database. */
export const turnAcceptorOf = onePerApp((deps) => createTurnAcceptor(deps.db, deps.logger));
