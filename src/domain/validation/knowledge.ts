import { z } from 'zod';
import { TEXT_LIMITS } from '../text-limits';
import { boundedString } from './bounded-string';

export const KNOWLEDGE_CATEGORIES = [
  'general',
  'pricing',
  'services',
  'policies',
  'technical',
  'faq',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];
export const DEFAULT_KNOWLEDGE_CATEGORY: KnowledgeCategory = 'general';
export const ALL_CATEGORIES = 'all';

export const KNOWLEDGE_PREVIEW_LENGTH = 100;
export const KNOWLEDGE_VISIBLE_TAGS = 3;
export const KNOWLEDGE_CONTENT_ROWS = 8;

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
} as const;

/** Tags are typed as one comma-separated string. */
export function parseTags(input: string): string[] {
  return input
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** A knowledge item is read whole into the agent's context, so it stays a few pages long. */
export const KNOWLEDGE_CONTENT_MAX = 20_000;
export const KNOWLEDGE_TAG_MAX = 50;
export const KNOWLEDGE_TAGS_MAX = 20;

export const knowledgeItemSchema = z.object({
  title: boundedString('Title', TEXT_LIMITS.name, KNOWLEDGE_MESSAGES.titleRequired)
    .trim()
    .min(1, { error: KNOWLEDGE_MESSAGES.titleRequired }),
  content: boundedString('Content', KNOWLEDGE_CONTENT_MAX, KNOWLEDGE_MESSAGES.contentRequired)
    .trim()
    .min(1, { error: KNOWLEDGE_MESSAGES.contentRequired }),
  category: z.enum(KNOWLEDGE_CATEGORIES).default(DEFAULT_KNOWLEDGE_CATEGORY),
  // The form sends the raw comma-separated text; API callers may send the list.
  tags: z
    .union([
      z.string().transform(parseTags),
      z.array(z.string()).transform((tags) => parseTags(tags.join(','))),
    ])
    .pipe(
      z
        .array(boundedString('A tag', KNOWLEDGE_TAG_MAX))
        .max(KNOWLEDGE_TAGS_MAX, { error: `At most ${KNOWLEDGE_TAGS_MAX} tags` }),
    )
    .default([]),
});
export type KnowledgeItemInput = z.infer<typeof knowledgeItemSchema>;

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
