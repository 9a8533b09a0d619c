import { allMatches } from '../regex-matches';

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

/**
 * "No" standing alone before the visitor's own choice is an interjection, not a negation: "actually
 * no lets do premium", "no wait, make it reflective", "oh no I'll take two".
 */
const INTERJECTED_BEFORE = new Set([
  "let's",
  'lets',
  'let',
  'wait',
  'i',
  "i'll",
  "i'd",
  'ill',
  'we',
  "we'll",
  "we'd",
  'make',
  'go',
  'do',
  'change',
  'switch',
  'actually',
  'sorry',
  'scratch',
]);

/** True when a negating word is among the last `window` words before `index`, in its clause. */
export function negatedAt(text: string, index: number, window = 4): boolean {
  const before = text.slice(0, index);
  let clauseStart = 0;
  for (const match of allMatches(before, CLAUSE_BREAK)) clauseStart = match.index + match[0].length;
  const words = before
    .slice(clauseStart)
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}']+/u)
    .filter((w) => w !== '');
  const last = words.slice(-window);
  return last.some(
    (word, i) => NEGATORS.has(word) && !(word === 'no' && INTERJECTED_BEFORE.has(last[i + 1] ?? '')),
  );
}

/**
 * A thing said of an order, a delivery or a job that has not happened: "if I order tonight…",
 * "once I do, how will I know…", "before we order". The clause opens with a condition, or with
 * "when/before/after/once" and the visitor as subject; "when will my order arrive" asks about a
 * real one and is not caught ("when" is followed by "will", not by I or we).
 */
const CONDITION = String.raw`(?:if|unless|suppose|supposing|in\s+case|(?:once|when|whenever|before|after|until)\s+(?:i|we|i'd|we'd|i'll|we'll))(?![\p{L}'])`;
const HYPOTHETICAL = new RegExp(String.raw`(?:^|[^\p{L}'])${CONDITION}`, 'giu');

/** "Can you check if my order shipped": an indirect question, about a real order. */
const ASKS_WHETHER = /(?:check|see|know|tell\s+me|wondering|wonder|ask|asking|find\s+out|confirm|sure)\s*$/i;

const SENTENCE_BREAK = /[.!?\n]/g;
const OPENS_AS_CONDITION = new RegExp(String.raw`^\W*${CONDITION}`, 'iu');

/**
 * True when the clause `index` stands in opens (before `index`) as a condition or a plan, or its
 * sentence does ("once we order, how do we track the parcel?": the main clause is the plan's too).
 */
export function hypotheticalAt(text: string, index: number): boolean {
  const before = text.slice(0, index);
  let clauseStart = 0;
  for (const match of allMatches(before, CLAUSE_BREAK)) clauseStart = match.index + match[0].length;
  const clause = before.slice(clauseStart);
  if (allMatches(clause, HYPOTHETICAL).some((m) => !ASKS_WHETHER.test(clause.slice(0, m.index)))) return true;
  let sentenceStart = 0;
  for (const match of allMatches(before, SENTENCE_BREAK)) sentenceStart = match.index + match[0].length;
  return OPENS_AS_CONDITION.test(before.slice(sentenceStart));
}

/** "How do I track…", "how can we track my parcel…": asking how a thing is done, not for its status. */
const ASKS_HOW =
  /(?<![\p{L}])how\s+(?:do|can|could|would|will|should|does)\s+(?:i|we|u|you|one)\s+(?:go\s+about\s+|actually\s+|even\s+)?(?:(?!(?:know|find|see|check|tell|get)\b)\p{L}+\s+){0,3}$/iu;

/** True when the words before `index` ask how to do a thing ("how do I track ‹my parcel›"). */
export function asksHowAt(text: string, index: number): boolean {
  return ASKS_HOW.test(text.slice(0, index));
}
