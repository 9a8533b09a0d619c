import { conceptWords, rewritePhrases } from './agent/concepts';
import { askedParts, isStopWord } from './agent/knowledge-answer';
import { normalizeMessage } from './agent/normalize-message';

/**
 * Words of a visitor's question as a Postgres `to_tsquery` expression that matches any of them
 * (`wrap | cost | van`). Postgres stems them and drops stop words; this only keeps the query
 * well-formed whatever the visitor typed (no operators, quotes or punctuation get through) and
 * bounded in size. Text-speak is written out first ("wat r ur hrs" searches "hours"), and each word
 * brings the other words of its concept (concepts.ts: "expire" also searches "valid"), so the item
 * written in the knowledge's own words is retrieved. Returns null when nothing searchable is left.
 */
export function anyWordQuery(text: string, maxWords = 16, maxTerms = 40): string | null {
  // A long message's question usually comes last ("I wore it to one dinner and it doesn't sit
  // right, can I still return it?"): its words are searched first, and words that say nothing
  // (the matcher's stop words, which Postgres would mostly drop anyway) take no place in the cap.
  const asked = askedParts(text);
  const first = asked.length === 1 && asked[0] === text.trim() ? '' : `${asked.join(' ')} `;
  const plain = normalizeMessage(`${first}${text}`).toLowerCase();
  // The visitor's own words, then a phrase's concept ("how fast" → turnaround) and its group.
  const words = `${plain} ${rewritePhrases(plain)}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && word.length <= 40 && !isStopWord(word));
  const unique = [...new Set(words)].slice(0, maxWords);
  // The visitor's own words first, so a large concept group never crowds one of them out.
  const expanded = [...new Set([...unique, ...unique.flatMap((word) => conceptWords(word))])]
    .filter((word) => /^[a-z0-9]+$/.test(word))
    .slice(0, maxTerms);
  return expanded.length > 0 ? expanded.join(' | ') : null;
}
