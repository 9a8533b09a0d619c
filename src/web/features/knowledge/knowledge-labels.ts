import type { KnowledgeCategory } from '../../../domain/validation/knowledge';

export const CATEGORY_LABELS: Record<KnowledgeCategory, string> = {
  general: 'General',
  pricing: 'Pricing',
  services: 'Services',
  policies: 'Policies',
  technical: 'Technical',
  faq: 'FAQ',
};

/** '2.4 MB', '800 KB', '120 bytes'. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
