import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  contentPreview,
  DEFAULT_KNOWLEDGE_CATEGORY,
  faqEntrySchema,
  faqKnowledgeItem,
  filterKnowledge,
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_CONTENT_ROWS,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_MESSAGES,
  KNOWLEDGE_PREVIEW_LENGTH,
  KNOWLEDGE_VISIBLE_TAGS,
  knowledgeEmptyMessage,
  knowledgeItemSchema,
  parseTags,
  tagsSummary,
} from './knowledge';

const items = [
  { id: 1, title: 'Pricing sheet', content: 'Wraps from $5.20 per sq ft', category: 'pricing' },
  { id: 2, title: 'Returns', content: 'We accept returns within 30 days', category: 'policies' },
  { id: 3, title: 'Install FAQ', content: 'How long does a WRAP take?', category: 'faq' },
];

describe('constants', () => {
  it('match the spec', () => {
    expect(KNOWLEDGE_CATEGORIES).toEqual(['general', 'pricing', 'services', 'policies', 'technical', 'faq']);
    expect(KNOWLEDGE_PREVIEW_LENGTH).toBe(100);
    expect(DEFAULT_KNOWLEDGE_CATEGORY).toBe('general');
    expect(ALL_CATEGORIES).toBe('all');
    expect(KNOWLEDGE_VISIBLE_TAGS).toBe(3);
    expect(KNOWLEDGE_CONTENT_ROWS).toBe(8);
    expect(KNOWLEDGE_MESSAGES.empty).toBe(
      'No knowledge items found. Add some content to train your AI agents.',
    );
    expect(KNOWLEDGE_MESSAGES.loadFailed).toBe('Error: Failed to load knowledge base');
    expect(KNOWLEDGE_MESSAGES.saveFailed).toBe('Failed to save knowledge item');
    expect(KNOWLEDGE_MESSAGES.deleteFailed).toBe('Failed to delete knowledge item');
    expect(KNOWLEDGE_MESSAGES.added).toBe('Knowledge added successfully');
    expect(KNOWLEDGE_MESSAGES.updated).toBe('Knowledge updated successfully');
    expect(KNOWLEDGE_MESSAGES.deleted).toBe('Knowledge item deleted successfully');
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(parseTags(' vinyl, wraps ,, ,fleet ')).toEqual(['vinyl', 'wraps', 'fleet']);
    expect(parseTags('')).toEqual([]);
  });

  it('yields trimmed, non-empty, comma-free tags and is stable when re-joined', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const tags = parseTags(input);
        for (const tag of tags) {
          expect(tag).toBe(tag.trim());
          expect(tag).not.toBe('');
          expect(tag).not.toContain(',');
        }
        expect(parseTags(tags.join(','))).toEqual(tags);
      }),
    );
  });
});

describe('knowledgeItemSchema', () => {
  it('requires title and content and defaults the category to general', () => {
    expect(knowledgeItemSchema.parse({ title: ' T ', content: ' C ', tags: 'a, b' })).toEqual({
      title: 'T',
      content: 'C',
      category: 'general',
      tags: ['a', 'b'],
    });
    const result = knowledgeItemSchema.safeParse({ title: ' ', content: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Title is required', 'Content is required']);
  });

  it('accepts a tag list and rejects unknown categories', () => {
    expect(knowledgeItemSchema.parse({ title: 'T', content: 'C', tags: [' a ', ''] }).tags).toEqual(['a']);
    expect(knowledgeItemSchema.parse({ title: 'T', content: 'C' }).tags).toEqual([]);
    expect(knowledgeItemSchema.safeParse({ title: 'T', content: 'C', category: 'misc' }).success).toBe(false);
  });

  it('states its length limits and refuses unknown fields', () => {
    const issues = (input: object) =>
      knowledgeItemSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(issues({ title: 'x'.repeat(201), content: 'C' })).toEqual([
      'Title must be at most 200 characters',
    ]);
    expect(issues({ title: 'T', content: 'x'.repeat(20_001) })).toEqual([
      'Content must be at most 20,000 characters',
    ]);
    expect(issues({ title: 'T', content: 'C', tags: 'x'.repeat(41) })).toEqual([
      'Each tag must be at most 40 characters',
    ]);
    expect(issues({ title: 'T', content: 'C', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual(
      ['At most 20 tags'],
    );
    expect(knowledgeItemSchema.safeParse({ title: 'T', content: 'C', id: 'x' }).success).toBe(false);
    expect(KNOWLEDGE_LIMITS).toEqual({
      titleChars: 200,
      contentChars: 20_000,
      tags: 20,
      tagChars: 40,
      searchChars: 200,
    });
  });

  it('accepts any non-blank title and content', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom(...KNOWLEDGE_CATEGORIES),
        (title, content, category) => {
          const ok = title.trim() !== '' && content.trim() !== '';
          expect(knowledgeItemSchema.safeParse({ title, content, category }).success).toBe(ok);
        },
      ),
    );
  });
});

describe('filterKnowledge', () => {
  it('searches title and content case-insensitively', () => {
    expect(filterKnowledge(items, { search: 'wrap' }).map((i) => i.id)).toEqual([1, 3]);
    expect(filterKnowledge(items, { search: 'RETURNS' }).map((i) => i.id)).toEqual([2]);
  });

  it("combines with the category filter, 'all' by default", () => {
    expect(filterKnowledge(items).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(filterKnowledge(items, { category: 'all' })).toHaveLength(3);
    expect(filterKnowledge(items, { search: 'wrap', category: 'faq' }).map((i) => i.id)).toEqual([3]);
    expect(filterKnowledge(items, { category: 'technical' })).toEqual([]);
  });

  it('returns a subset where every item matches', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), (search) => {
        const q = search.trim().toLowerCase();
        for (const item of filterKnowledge(items, { search })) {
          expect(`${item.title}\n${item.content}`.toLowerCase()).toContain(q);
        }
      }),
    );
  });
});

describe('contentPreview', () => {
  it('keeps up to 100 characters and marks a cut', () => {
    expect(contentPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(contentPreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
  });
});

describe('tagsSummary', () => {
  it('shows the first 3 tags plus +N', () => {
    expect(tagsSummary(['a', 'b', 'c'])).toEqual({ visible: ['a', 'b', 'c'], overflowLabel: null });
    expect(tagsSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ visible: ['a', 'b', 'c'], overflowLabel: '+2' });
    expect(tagsSummary([])).toEqual({ visible: [], overflowLabel: null });
  });
});

describe('FAQ entries', () => {
  it('need a question and an answer, and become faq items', () => {
    const entry = faqEntrySchema.parse({ question: ' Do you wrap boats? ', answer: ' Yes. ' });
    expect(faqKnowledgeItem(entry)).toEqual({
      title: 'Do you wrap boats?',
      content: 'Yes.',
      category: 'faq',
      tags: ['faq'],
    });
    expect(
      faqEntrySchema.safeParse({ question: '', answer: '' }).error?.issues.map((i) => i.message),
    ).toEqual(['Question is required', 'Answer is required']);
    expect(knowledgeItemSchema.parse(faqKnowledgeItem(entry))).toEqual(faqKnowledgeItem(entry));
  });
});

describe('knowledgeEmptyMessage', () => {
  it('says the spec’s text when nothing filters the list', () => {
    expect(knowledgeEmptyMessage({ search: ' ', categoryLabel: null })).toEqual({
      message: KNOWLEDGE_MESSAGES.empty,
      filtered: false,
    });
  });

  it('names the filter that matched nothing', () => {
    expect(knowledgeEmptyMessage({ search: '', categoryLabel: 'Pricing' })).toEqual({
      message: 'No knowledge items match the Pricing category.',
      filtered: true,
    });
    expect(knowledgeEmptyMessage({ search: ' ferns ', categoryLabel: null }).message).toBe(
      'No knowledge items match “ferns”.',
    );
    expect(knowledgeEmptyMessage({ search: 'ferns', categoryLabel: 'FAQ' }).message).toBe(
      'No knowledge items match “ferns” in the FAQ category.',
    );
  });
});
