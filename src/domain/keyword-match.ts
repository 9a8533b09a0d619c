/**
 * Word-ish keyword matching shared by price intent, urgency, value and stepwise pricing. Plain
 * substring tests misfire on chat text ('fee' in 'feel', 'car' in 'cargo', 'rate' in
 * 'generate'), so a keyword must start and end on a word boundary, allowing common inflections.
 */
const ESCAPE = /[.*+?^${}()|[\]\\]/g;

function inflections(keyword: string): string {
  const endsInE = keyword.endsWith('e') && keyword.length > 3;
  // 'fee' is too short to take a bare 'd' ('feed'), longer -e words do ('priced', 'quoted').
  return ['s', 'es', 'ing', 'able', endsInE ? 'd' : 'ed'].join('|');
}

/** Case-insensitive pattern; words of a multi-word keyword may be split by spaces or hyphens. */
export function keywordPattern(keyword: string, suffix: string = inflections(keyword)): RegExp {
  const body = keyword
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(ESCAPE, '\\$&'))
    .join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?:${suffix})?(?![\\p{L}\\p{N}])`, 'iu');
}

export function containsKeyword(text: string, keyword: string): boolean {
  return keywordPattern(keyword).test(text);
}

/** The keywords found in the text, in the order of the list, each once. */
export function matchedKeywords(text: string, keywords: readonly string[]): string[] {
  return keywords.filter((keyword) => containsKeyword(text, keyword));
}
