import { onePerApp } from '../../lib/one-per-app';
import type { KnowledgeMatch } from '../knowledge';

/**
 * Questions kept per app process: the oldest-used goes first. A shop's visitors ask much the same
 * few questions; a few hundred results of a few kB each is a small price for not ranking the
 * workspace's knowledge again on every turn that asks one of them.
 */
const MAX_KEPT = 500;

interface Kept {
  version: number;
  hits: KnowledgeMatch[];
}

/** A turn's question, with the result kept for it when it was asked (if any). */
export interface KnowledgeQuestion {
  query: string;
  limit: number;
  /** The version whose result was kept for this question when the turn asked it, or null. */
  version: number | null;
}

/**
 * The knowledge a turn's statement found for a question, kept with the workspace's knowledge
 * version it was read at (docs/decisions/052-chat-knowledge-reuse.md). A later turn asking the same
 * of the same workspace sends that version; while it is still the current one, the statement does
 * not search and the kept result is the answer, exactly what the search would return, since every
 * change of the workspace's items renews the version in the same transaction.
 */
export interface KnowledgeReuse {
  ask(workspaceKey: string | null, query: string, limit: number): KnowledgeQuestion;
  /**
   * The turn's knowledge: what its statement read (then kept for the next turns), or, when the
   * statement did not search because the version sent is current, the result kept for it.
   */
  answer(
    question: KnowledgeQuestion,
    read: { knowledge: KnowledgeMatch[] | null; knowledgeVersion: number | null },
  ): KnowledgeMatch[];
}

interface Asked {
  key: string;
  kept: Kept | null;
}

export function createKnowledgeReuse(maxKept = MAX_KEPT): KnowledgeReuse {
  const kept = new Map<string, Kept>();
  // The question object the caller gets back carries its key and what was kept when it was asked
  // (another turn may replace or evict the entry before this one's statement returns), under a
  // symbol of this instance: JSON leaves it out, and a WeakMap of every turn's question cost the
  // chat turn about ten times as much (decision 078).
  const asked = Symbol('asked');
  type Question = KnowledgeQuestion & { [asked]?: Asked };

  return {
    ask(workspaceKey, query, limit) {
      // A null key (the default workspace) stays apart from every widget key, the empty one too.
      const key = `${limit}\0${workspaceKey === null ? '' : `=${workspaceKey}`}\0${query}`;
      const entry = kept.get(key) ?? null;
      const question: Question = {
        query,
        limit,
        version: entry?.version ?? null,
        [asked]: { key, kept: entry },
      };
      return question;
    },
    answer(question, read) {
      const own = (question as Question)[asked];
      if (!own) throw new Error('knowledge question not asked here');
      if (read.knowledge === null) {
        // Only the version sent, still current, spares the search: anything else is a broken promise.
        if (!own.kept || read.knowledgeVersion !== own.kept.version)
          throw new Error('knowledge neither read nor kept for this version');
        // Used again: it moves to the newest end, away from the next eviction.
        if (kept.get(own.key) === own.kept) {
          kept.delete(own.key);
          kept.set(own.key, own.kept);
        }
        return own.kept.hits;
      }
      // A workspace whose knowledge never changed has no version: nothing to check a kept result against.
      if (read.knowledgeVersion !== null) {
        kept.delete(own.key);
        kept.set(own.key, { version: read.knowledgeVersion, hits: read.knowledge });
        if (kept.size > maxKept) kept.delete(kept.keys().next().value!);
      }
      return read.knowledge;
    },
  };
}

/** The app's kept knowledge results, created on first use. */
export const knowledgeReuseOf = onePerApp(() => createKnowledgeReuse());
