/**
 * Chat text often names a thing to rule it out ("no tint", "not premium", "no need for a human").
 * A mention counts as negated when one of these words stands shortly before it in the same
 * clause; a comma, full stop or 'but' starts a new clause ("no, I want tint" keeps the tint).
 */
const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  "don't",
  'dont',
  "doesn't",
  'doesnt',
  "didn't",
  'didnt',
  "won't",
  'wont',
  "wouldn't",
  'wouldnt',
  "isn't",
  'isnt',
  'skip',
  'except',
  'nor',
  'neither',
  'instead',
  'rather',
]);

const CLAUSE_BREAK = /[.!?;,:\n]|\bbut\b|\bhowever\b/gi;

/** True when a negating word is among the last `window` words before `index`, in its clause. */
export function negatedAt(text: string, index: number, window = 4): boolean {
  const before = text.slice(0, index);
  let clauseStart = 0;
  for (const match of before.matchAll(CLAUSE_BREAK)) clauseStart = match.index + match[0].length;
  const words = before
    .slice(clauseStart)
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}']+/u)
    .filter((w) => w !== '');
  return words.slice(-window).some((word) => NEGATORS.has(word));
}
