import { describe, expect, it } from 'vitest';
import type { KnowledgeMatch } from '../knowledge';
import { createKnowledgeReuse } from './knowledge-reuse';

const hit = (title: string): KnowledgeMatch[] => [
  { id: `id-${title}`, title, content: `${title} content`, category: 'general', rank: 1 },
];

describe('kept knowledge results', () => {
  it('sends no version for a question never read, then the version its result was read at', () => {
    const reuse = createKnowledgeReuse();
    const first = reuse.ask(null, 'opening | hours', 3);
    expect(first.version).toBeNull();
    expect(reuse.answer(first, { knowledge: hit('hours'), knowledgeVersion: 11 })).toEqual(hit('hours'));
    expect(reuse.ask(null, 'opening | hours', 3).version).toBe(11);
    // Another workspace, query or limit is another question.
    expect(reuse.ask('key-2', 'opening | hours', 3).version).toBeNull();
    expect(reuse.ask(null, 'opening', 3).version).toBeNull();
    expect(reuse.ask(null, 'opening | hours', 5).version).toBeNull();
    expect(reuse.ask('', 'opening | hours', 3).version).toBeNull();
  });

  it('gives a question that serialises as its query, limit and version alone, and answers only its own', () => {
    const reuse = createKnowledgeReuse();
    const question = reuse.ask('key-1', 'opening | hours', 3);
    expect(JSON.parse(JSON.stringify(question))).toEqual({
      query: 'opening | hours',
      limit: 3,
      version: null,
    });
    const other = createKnowledgeReuse();
    expect(() => other.answer(question, { knowledge: hit('hours'), knowledgeVersion: 1 })).toThrow(
      'not asked here',
    );
    expect(() =>
      reuse.answer(
        { query: 'opening | hours', limit: 3, version: null },
        { knowledge: [], knowledgeVersion: 1 },
      ),
    ).toThrow('not asked here');
  });

  it('answers a turn the statement did not search for with the result kept when the turn asked', () => {
    const reuse = createKnowledgeReuse();
    reuse.answer(reuse.ask(null, 'q', 3), { knowledge: hit('old'), knowledgeVersion: 1 });
    const asked = reuse.ask(null, 'q', 3);
    // Meanwhile another turn read the same question at a newer version.
    reuse.answer(reuse.ask(null, 'q', 3), { knowledge: hit('new'), knowledgeVersion: 2 });
    expect(reuse.answer(asked, { knowledge: null, knowledgeVersion: 1 })).toEqual(hit('old'));
    expect(reuse.ask(null, 'q', 3).version).toBe(2);
  });

  it('refuses a missing result that no kept version explains', () => {
    const reuse = createKnowledgeReuse();
    expect(() => reuse.answer(reuse.ask(null, 'q', 3), { knowledge: null, knowledgeVersion: 4 })).toThrow();
    reuse.answer(reuse.ask(null, 'q', 3), { knowledge: hit('a'), knowledgeVersion: 4 });
    expect(() => reuse.answer(reuse.ask(null, 'q', 3), { knowledge: null, knowledgeVersion: 5 })).toThrow();
  });

  it('keeps nothing for a workspace without a version, and at most its cap, the least recently used going first', () => {
    const reuse = createKnowledgeReuse(2);
    reuse.answer(reuse.ask(null, 'none', 3), { knowledge: [], knowledgeVersion: null });
    expect(reuse.ask(null, 'none', 3).version).toBeNull();

    reuse.answer(reuse.ask(null, 'a', 3), { knowledge: hit('a'), knowledgeVersion: 1 });
    reuse.answer(reuse.ask(null, 'b', 3), { knowledge: hit('b'), knowledgeVersion: 1 });
    // 'a' used again: 'b' is now the oldest.
    reuse.answer(reuse.ask(null, 'a', 3), { knowledge: null, knowledgeVersion: 1 });
    reuse.answer(reuse.ask(null, 'c', 3), { knowledge: hit('c'), knowledgeVersion: 1 });
    expect(['a', 'b', 'c'].map((q) => reuse.ask(null, q, 3).version)).toEqual([1, null, 1]);
  });
});
