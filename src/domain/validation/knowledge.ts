import { z } from 'zod';

export const KNOWLEDGE_CATEGORIES = [
  'general',
  'pricing',
  'services',
  'policies',
  'technical',
  'faq',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];
/** Where an item came from: typed by hand, an uploaded document, the owner's website, a preview. */
export const KNOWLEDGE_SOURCES = ['manual', 'upload', 'scrape', 'preview'] as const;
export type KnowledgeSource = (typeof KNOWLEDGE_SOURCES)[number];

export const DEFAULT_KNOWLEDGE_CATEGORY: KnowledgeCategory = 'general';
export const ALL_CATEGORIES = 'all';

export const KNOWLEDGE_PREVIEW_LENGTH = 100;
export const KNOWLEDGE_VISIBLE_TAGS = 3;
export const KNOWLEDGE_CONTENT_ROWS = 8;

/**
 * Limits of one item (the spec states none). Content fits a long policy or a price list; a
 * document longer than this is split into several items on upload.
 */
export const KNOWLEDGE_LIMITS = {
  titleChars: 200,
  contentChars: 20_000,
  tags: 20,
  tagChars: 40,
  searchChars: 200,
} as const;

export const KNOWLEDGE_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  empty: 'No knowledge items found. Add some content to train your AI agents.',
  loadFailed: 'Error: Failed to load knowledge base',
  saveFailed: 'Failed to save knowledge item',
  deleteFailed: 'Failed to delete knowledge item',
  added: 'Knowledge added successfully',
  updated: 'Knowledge updated successfully',
  deleted: 'Knowledge item deleted successfully',
  titleTooLong: `Title must be at most ${KNOWLEDGE_LIMITS.titleChars} characters`,
  contentTooLong: `Content must be at most ${KNOWLEDGE_LIMITS.contentChars.toLocaleString('en-US')} characters`,
  tooManyTags: `At most ${KNOWLEDGE_LIMITS.tags} tags`,
  tagTooLong: `Each tag must be at most ${KNOWLEDGE_LIMITS.tagChars} characters`,
  searchTooLong: `Search must be at most ${KNOWLEDGE_LIMITS.searchChars} characters`,
} as const;

/** Tags are typed as one comma-separated string. */
export function parseTags(input: string): string[] {
  return input
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

const tagListSchema = z
  .array(z.string().max(KNOWLEDGE_LIMITS.tagChars, { error: KNOWLEDGE_MESSAGES.tagTooLong }))
  .max(KNOWLEDGE_LIMITS.tags, { error: KNOWLEDGE_MESSAGES.tooManyTags });

/** One item as the add/edit form and the API take it; unknown keys are refused. */
export const knowledgeItemSchema = z.strictObject({
  title: z
    .string({ error: KNOWLEDGE_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: KNOWLEDGE_MESSAGES.titleRequired })
    .max(KNOWLEDGE_LIMITS.titleChars, { error: KNOWLEDGE_MESSAGES.titleTooLong }),
  content: z
    .string({ error: KNOWLEDGE_MESSAGES.contentRequired })
    .trim()
    .min(1, { error: KNOWLEDGE_MESSAGES.contentRequired })
    .max(KNOWLEDGE_LIMITS.contentChars, { error: KNOWLEDGE_MESSAGES.contentTooLong }),
  category: z.enum(KNOWLEDGE_CATEGORIES).default(DEFAULT_KNOWLEDGE_CATEGORY),
  // The form sends the raw comma-separated text; API callers may send the list.
  tags: z
    .union([
      z.string().transform(parseTags),
      z.array(z.string()).transform((tags) => parseTags(tags.join(','))),
    ])
    .pipe(tagListSchema)
    .default([]),
});
export type KnowledgeItemInput = z.infer<typeof knowledgeItemSchema>;

export const FAQ_MESSAGES = {
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
} as const;

/** One entry of the admin page's FAQ builder; it is saved as a knowledge item of category faq. */
export const faqEntrySchema = z.strictObject({
  question: z
    .string({ error: FAQ_MESSAGES.questionRequired })
    .trim()
    .min(1, { error: FAQ_MESSAGES.questionRequired })
    .max(KNOWLEDGE_LIMITS.titleChars, { error: KNOWLEDGE_MESSAGES.titleTooLong }),
  answer: z
    .string({ error: FAQ_MESSAGES.answerRequired })
    .trim()
    .min(1, { error: FAQ_MESSAGES.answerRequired })
    .max(KNOWLEDGE_LIMITS.contentChars, { error: KNOWLEDGE_MESSAGES.contentTooLong }),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** The question is the item's title (what a visitor asks), the answer its content. */
export function faqKnowledgeItem(entry: FaqEntry): KnowledgeItemInput {
  return { title: entry.question, content: entry.answer, category: 'faq', tags: ['faq'] };
}

export interface KnowledgeLike {
  title: string;
  content: string;
  category: string;
}

export interface KnowledgeFilter {
  search?: string;
  category?: string;
}

export function filterKnowledge<T extends KnowledgeLike>(
  items: readonly T[],
  filter: KnowledgeFilter = {},
): T[] {
  const query = (filter.search ?? '').trim().toLowerCase();
  const category = filter.category ?? ALL_CATEGORIES;
  return items.filter(
    (item) =>
      (category === ALL_CATEGORIES || item.category === category) &&
      (query === '' ||
        item.title.toLowerCase().includes(query) ||
        item.content.toLowerCase().includes(query)),
  );
}

/** The table's preview: the first 100 characters, with an ellipsis only when text was cut. */
export function contentPreview(content: string): string {
  return content.length > KNOWLEDGE_PREVIEW_LENGTH
    ? `${content.slice(0, KNOWLEDGE_PREVIEW_LENGTH)}...`
    : content;
}

/** The tags column: the first 3 tags and, when more exist, a '+N' label for the rest. */
export function tagsSummary(tags: readonly string[]): { visible: string[]; overflowLabel: string | null } {
  const hidden = tags.length - KNOWLEDGE_VISIBLE_TAGS;
  return { visible: tags.slice(0, KNOWLEDGE_VISIBLE_TAGS), overflowLabel: hidden > 0 ? `+${hidden}` : null };
}

/**
 * What an empty list says. With a search or a category chosen, nothing matched them, which is not
 * the spec's "add some content" (the knowledge may be full): it names the filter, and the list
 * offers to clear it. With neither, the spec's text.
 */
export function knowledgeEmptyMessage(filter: { search: string; categoryLabel: string | null }): {
  message: string;
  filtered: boolean;
} {
  const search = filter.search.trim();
  const parts = [
    search ? `“${search}”` : null,
    filter.categoryLabel ? `the ${filter.categoryLabel} category` : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return { message: KNOWLEDGE_MESSAGES.empty, filtered: false };
  const what = search && filter.categoryLabel ? `${parts[0]} in ${parts[1]}` : parts[0];
  return { message: `No knowledge items match ${what}.`, filtered: true };
}
