import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { onePerApp } from '../../lib/one-per-app';
import { type AgentReply, insertAgentReplies } from './chat.repository';

/** More than this waits for the next batch: one statement stays small. */
const MAX_BATCH = 64;

export interface ReplyWriter {
  /** Resolves once the reply is committed; rejects if it could not be stored. */
  store(reply: AgentReply): Promise<void>;
}

interface Waiting {
  reply: AgentReply;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Writes agent replies in batches (docs/decisions/012-batched-reply-writes.md): a reply that
 * arrives while nothing is being written goes at once, alone; replies that arrive while a batch is
 * being written wait for it and then go together, one statement and one commit for all of them.
 * So a quiet app adds no delay and a busy one spends far fewer round trips and commits per turn.
 * Every caller still waits for its own reply's commit: nothing is answered before it is stored.
 */
export function createReplyWriter(db: Database, logger: Logger): ReplyWriter {
  const queue: Waiting[] = [];
  let writing = false;

  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      await insertAgentReplies(
        db,
        batch.map((w) => w.reply),
      );
      for (const w of batch) w.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad reply (say, its conversation deleted meanwhile) must not fail the others'.
      logger.warn({ err: error, replies: batch.length }, 'reply batch failed; storing one by one');
      await Promise.all(batch.map((w) => insertAgentReplies(db, [w.reply]).then(w.resolve, w.reject)));
    }
  }

  async function drain(): Promise<void> {
    if (writing) return;
    writing = true;
    try {
      while (queue.length > 0) await writeBatch(queue.splice(0, MAX_BATCH));
    } finally {
      writing = false;
    }
  }

  return {
    store(reply) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ reply, resolve, reject });
        void drain();
      });
    },
  };
}

/** The app's reply writer, created on first use over the app's database. */
export const replyWriterOf = onePerApp((deps) => createReplyWriter(deps.db, deps.logger));
