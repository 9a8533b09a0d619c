import { distance } from 'fastest-levenshtein';
import { stemmer } from 'stemmer';
import { BoundedCache } from '../bounded-cache';
import { SINGLE_NUMBER_WORDS } from '../number-words';
import { CONCEPT_WORDS, conceptOf, isSpecificTopic, isTopic, rewritePhrases } from './concepts';
import { normalizeMessage } from './normalize-message';
import { findPrices } from './price-guard';

/** A knowledge item the server retrieved for the visitor's message (same shape as the chat engine's). */
export interface KnowledgeHit {
  id: string;
  title: string;
  content: string;
  category: string;
  /** Full-text rank; higher is better. */
  rank: number;
}

export interface KnowledgeAnswer {
  /** Sentences copied from one item, in their original order. */
  facts: string;
  sourceId: string;
  /**
   * The item holds a word of the question that no other retrieved item holds ("tint", "styling"):
   * it is the one item about the thing asked, not one of many that mention it.
   */
  distinctive?: boolean;
}

export type KnowledgeLookup =
  | { kind: 'answer'; answer: KnowledgeAnswer }
  /**
   * Only sentences stating prices matched: the question is answered with a quote instead, or,
   * when the item is the one about the thing asked (`distinctive`), with the price it states
   * (`facts`, the priced sentences as written).
   */
  | { kind: 'prices_only'; sourceId: string; facts: string; distinctive: boolean }
  | { kind: 'none' };

export const MAX_FACT_SENTENCES = 2;

const QUESTION_WORD = String.raw`(?:what|how|when|where|which|who|why|do|does|did|can|could|is|are|am|will|would|should|any)\b`;
/**
 * Sentence ends (an emoji ends one too), and a comma, "and", "also" or "or" before a question word
 * ("is the consult free or is there a catch?" asks two things).
 */
const PART_SPLITTER = new RegExp(
  String.raw`(?<=[.!?;:\n\p{Extended_Pictographic}])\s+|,\s*(?:and\s+|also\s+|or\s+)?(?=${QUESTION_WORD})|\s+(?:and|also|or)\s+(?=${QUESTION_WORD})`,
  'iu',
);
// "whats the chest measurement", "wat time", "hows the fit": a question typed without its apostrophe.
const STARTS_AS_QUESTION = new RegExp(
  `^(?:${QUESTION_WORD}|(?:whats|wats|wat|hows|wheres|whens|whos)\\b)`,
  'iu',
);
const isQuestion = (part: string) => part.endsWith('?') || STARTS_AS_QUESTION.test(part);
export const MAX_FACTS_LENGTH = 500;

const STOP_WORDS = new Set(
  (
    'a an and or but of to in on at for with from by about as is are was were be been do does did ' +
    'you your yours we our us i me my it its this that these those there here what which who whom ' +
    'how when where why can could would will should shall may might must have has had any some ' +
    'much many please hi hello hey thanks thank tell know want need like get got just also so ' +
    'if then than not no yes ok okay too very really more most one the they them their am into ' +
    'give offer provide later now ever still already again soon maybe actually currently yet ' +
    'guys folks wondering wonder wondered quick question ask asking asked lol um hmm okay oh ' +
    'there im ive id dont don won isn aren didn doesn wasn haven couldn wouldn shouldn kind sort bit way thing things stuff someone something anything ' +
    // Where, vaguely ("make an account somewhere"), and what only frames: "anything special",
    // "are you doing anything for…".
    'somewhere special doing ' +
    // How often a thing is so ("i'm always between an S and an M") says nothing of what is asked.
    'always normally typically generally ' +
    'after afterwards possible possibly able exactly usually people next last ago yesterday ok without hassle effort trouble off ' +
    // How a comparison is framed ("the difference between A and B", "A vs B"): A and B are what it asks about.
    'difference differences between versus vs compare compared comparing comparison ' +
    // Asking for advice frames the question too: "the best way to…", "any tips for…", "how does
    // that work".
    'best tips tip advice work works working though ' +
    // Particles of phrasal verbs ("split it up", "turn up") and fillers of a chat message.
    'up down out honestly literally basically ideally lol haha omg only once everything ' +
    // Amounts that only say "much": "loads of plastic", "lots of colours".
    'lot lots loads tons bunch kinds sorts types through thru use uses using used ' +
    // Words that only insist: "a real shop", "an actual store".
    'real actual physical proper go goes going went gone re ve ll even ones ' +
    // "In time", "on time", "any time": when, not what ("what time" is read as the hours first).
    'time times till until til over few several couple yall come comes coming came ' +
    // "Is Klarna an option?", "what are my options": whether a thing is offered, not a thing.
    'option options'
  ).split(' '),
);

/** A word (lower case) the matcher reads as saying nothing about what is asked ("the", "please"). */
export const isStopWord = (word: string) => STOP_WORDS.has(word);

/**
 * British and American spellings meet before stemming ("colour"/"color", "centre"/"center",
 * "personalise"/"personalize", "cancelled"/"canceled"): regular spelling rules, applied to the
 * question and the knowledge alike, so a rule that also bends a word it was not meant for
 * ("tour" is short enough to stay) only ever compares that word with itself.
 */
function americanSpelling(word: string): string {
  if (word.length < 5) return word;
  return word
    .replace(/our(s?)$/, 'or$1')
    .replace(/([^aeiou])re(s?)$/, '$1er$2')
    .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
    .replace(/ys(e|ed|es|ing)$/, 'yz$1')
    .replace(/([aeiou])ll(ed|ing|er)$/, '$1l$2');
}

/**
 * The Porter stem (the `stemmer` package), so "wraps", "wrapping" and "wrapped", or "install",
 * "installs" and "installation", meet; only ever compared with other stems.
 */
function stem(word: string): string {
  return stemmer(americanSpelling(word));
}

/** Stems of the concept lexicon's words, so "expiring" or "cleaned" find their concept too. */
const CONCEPT_OF_STEM: ReadonlyMap<string, string> = new Map(
  CONCEPT_WORDS.map((word) => [stem(word), conceptOf(word)!] as const),
);

const conceptOfStem = (stemmed: string) => CONCEPT_OF_STEM.get(stemmed);

/** A word as a term: its concept (concepts.ts) when it has one, else its stem. */
function term(word: string): string {
  const concept = conceptOf(word);
  if (concept) return concept;
  const stemmed = stem(word);
  return conceptOfStem(stemmed) ?? stemmed;
}

/** Numbers in words, read as the digits are (words below): counts, not what is asked about. */
const NUMBER_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(SINGLE_NUMBER_WORDS),
  ...'sixty seventy eighty ninety hundred thousand dozen'.split(' '),
]);

/** E-mail and web addresses: "care@…" names a mailbox, not the care of a thing. */
const ADDRESSES = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}|\bhttps?:\/\/\S+|\bwww\.\S+/gu;

/** "hii", "heyyy", "hellooo": a greeting typed long, not a word to look up. */
const STRETCHED_GREETING = /^(?:h+i+|he+y+|hel+o+|hiy+a+)$/;

/**
 * A turn reads the visitor's message (and each of its parts) several times; its words are worked
 * out once.
 */
const wordsOfText = new BoundedCache<readonly string[]>(512);

/** The words of a text as the matcher reads them: plain spelling, lower case, phrases as concepts. */
function words(text: string): readonly string[] {
  return wordsOfText.get(text, () =>
    rewritePhrases(
      normalizeMessage(/@|https?:|www\./.test(text) ? text.replace(ADDRESSES, ' ') : text)
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}+/gu, ''),
    )
      .split(/[^\p{L}\p{N}]+/u)
      // A bare number ("12 vans", "in 5 days", "all four in one day") is a count or a date, never
      // what is asked about, in digits or in words.
      .filter(
        (w) =>
          w.length >= 2 &&
          !STOP_WORDS.has(w) &&
          !/^\p{N}+$/u.test(w) &&
          !NUMBER_WORDS.has(w) &&
          !STRETCHED_GREETING.test(w),
      ),
  );
}

export function queryTerms(text: string): Set<string> {
  return new Set(words(text).map(term));
}

/** The question's words as written (lower case) with their terms, for the typo search. */
function queryWords(text: string): Map<string, string> {
  return new Map(words(text).map((word) => [word, term(word)] as const));
}

/**
 * A question word whose term the items do not hold, read as the items' nearest word when it is a
 * typo of it ("warrenty" → "warranty", "instalation" → "installation"): one edit for words of
 * five or six letters, two from seven, and none under five, where one edit makes another word
 * ("safe"/"same", "car"/"cap"). The word is compared as written, not its stem: "handle" is two
 * edits from "hand", though its stem "handl" is one.
 */
function correctTypos(written: ReadonlyMap<string, string>, vocabulary: Vocabulary): Set<string> {
  const corrected = new Set<string>();
  for (const [word, term] of written) {
    if (vocabulary.words.has(term) || word.length < 5 || /\d/.test(word)) corrected.add(term);
    else corrected.add(vocabulary.corrections.get(word, () => nearestWord(word, vocabulary) ?? term));
  }
  return corrected;
}

function nearestWord(written: string, vocabulary: Vocabulary): string | undefined {
  const allowed = written.length >= 7 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (let length = written.length - allowed; length <= written.length + allowed; length++) {
    for (const [word, itsTerm] of vocabulary.byLength.get(length) ?? []) {
      const d = distance(written, word);
      if (d < bestDistance) {
        best = itsTerm;
        bestDistance = d;
      }
    }
  }
  return best;
}

/**
 * Country and territory names in English (the platform's Intl.DisplayNames, so no list is kept
 * here), lower case and without accents, as one to three words. Names that are also everyday
 * words a shop's customer uses ("jersey", "turkey", "china", "panama") are left out.
 */
const PLACES: ReadonlySet<string> = (() => {
  const names = new Set<string>(['uk', 'usa', 'america', 'england', 'scotland', 'wales', 'europe']);
  const ordinary = new Set(['jersey', 'guernsey', 'turkey', 'china', 'chad', 'jordan', 'panama', 'guinea']);
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let first = 65; first <= 90; first++)
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = display.of(code);
      if (!name || name === code || /unknown/i.test(name)) continue;
      const plain = name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .replace(/\s*\(.*\)$/, '')
        .replace(/&/g, 'and');
      if (!ordinary.has(plain))
        names.add(
          plain
            .split(/[^\p{L}]+/u)
            .filter(Boolean)
            .join(' '),
        );
    }
  return names;
})();

/** The sentence names a country, or the states of one ("all 50 US states", "the United States"). */
function namesPlace(sentence: string): boolean {
  const list = sentence
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return list.some(
    (word, i) =>
      word === 'states' ||
      PLACES.has(word) ||
      PLACES.has(`${word} ${list[i + 1]}`) ||
      PLACES.has(`${word} ${list[i + 1]} ${list[i + 2]}`),
  );
}

/**
 * The question's words without the places no retrieved item names: a place is where the visitor
 * is, a value like a number, not the topic ("do you ship to Canada?" asks about shipping). A place
 * an item does name ("we ship to Canada") stays, so that sentence is the one quoted.
 */
function withoutUnknownPlaces(
  written: ReadonlyMap<string, string>,
  vocabulary: Vocabulary,
  question = '',
): ReadonlyMap<string, string> {
  const list = [...written.keys()];
  const drop = new Set<string>();
  // "Do you deliver to Hawaii?": whatever follows "ship/deliver to" is the destination, a place
  // whether or not the list of countries knows it (a state, a city, an island).
  for (const word of destinationWords(question))
    if (written.has(word) && !vocabulary.words.has(written.get(word)!)) drop.add(word);
  for (let i = 0; i < list.length; i++)
    for (let n = 3; n >= 1; n--) {
      const gram = list.slice(i, i + n);
      if (gram.length < n || !PLACES.has(gram.join(' '))) continue;
      if (gram.every((word) => vocabulary.words.has(written.get(word)!))) break;
      for (const word of gram) drop.add(word);
      break;
    }
  if (drop.size === 0) return written;
  return new Map([...written].filter(([word]) => !drop.has(word)));
}

/**
 * The retrieved items' terms, and their words as written, bucketed by length for the typo search
 * (each with the term it stands for: "openign" is one swap from "opening", far from its stem
 * "open"), with corrections made so far.
 */
interface Vocabulary {
  words: ReadonlySet<string>;
  byLength: ReadonlyMap<number, readonly (readonly [string, string])[]>;
  corrections: BoundedCache<string>;
}

/** Every turn of a workspace retrieves much the same items: their vocabulary is built once. */
const vocabularies = new BoundedCache<Vocabulary>(256);

function vocabularyOf(hits: readonly KnowledgeHit[], texts: readonly ItemText[]): Vocabulary {
  const key = hits.map((h) => `${h.id}:${h.title.length}:${h.content.length}`).join('|');
  return vocabularies.get(key, () => {
    const words = new Set(texts.flatMap((t) => [...t.words]));
    const spellings = new Map<string, string>(texts.flatMap((t) => [...t.spellings]));
    for (const word of words) spellings.set(word, word);
    const byLength = new Map<number, [string, string][]>();
    for (const [word, itsTerm] of spellings) {
      if (word.length < 4) continue;
      byLength.set(word.length, [...(byLength.get(word.length) ?? []), [word, itsTerm]]);
    }
    return { words, byLength, corrections: new BoundedCache<string>(512) };
  });
}

/**
 * Sentences end at . ! ? followed by a space and a capital, digit or quote ("$2,800.00" stays whole).
 * A heading line is no part of them (withoutHeadings).
 */
export function splitSentences(text: string): string[] {
  return withoutHeadings(text)
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“(])/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A line ending as a sentence or a clause does (a colon leads into a list, so it is no end here). */
const ENDS_SENTENCE = /[.!?…;"”)]$/u;
/** A heading's shape: a few words, no digit (a line of a price list or the hours holds one). */
const HEADING_SHAPE = /^(?!.*\d)\S+(?:\s+\S+){0,9}$/u;

/**
 * An uploaded document's or a page's title and headings are lines of their own ("Harbour Signs -
 * customer information", "Opening hours"), without a sentence end: read into the sentence under
 * them they would open a quoted fact ("Harbour Signs - customer information Our opening hours
 * are…"). A heading is a short line without a digit or a sentence end that opens the text or
 * follows a blank line or a finished sentence, and stands above a sentence. A list ("We offer:",
 * "Vehicle wraps", "Window graphics") stays as written: its lines follow a lead-in or each other.
 * Decided on the text, so items stored before this rule are read the same way.
 */
function withoutHeadings(text: string): string {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n').map((line) => line.trim());
  const kept: string[] = [];
  for (const [i, line] of lines.entries()) {
    const before = lines[i - 1];
    const next = lines.slice(i + 1).find((l) => l !== '');
    const opensBlock = before === undefined || before === '' || ENDS_SENTENCE.test(before);
    const heading =
      line !== '' &&
      opensBlock &&
      !ENDS_SENTENCE.test(line) &&
      !line.endsWith(':') &&
      HEADING_SHAPE.test(line) &&
      next !== undefined &&
      /^[\p{Lu}\p{N}"“(]/u.test(next);
    if (!heading) kept.push(line);
  }
  return kept.join('\n');
}

/**
 * The item's content without its title said again as its first words: a document whose title
 * line was stored without its line break ("Harbour Signs - customer information Our opening
 * hours…"), or an item made from a section whose text opens with the section's heading.
 */
function withoutTitleLead(title: string, content: string): string {
  const names = [title, title.split(/:\s+|\s+›\s+/u).at(-1) ?? '']
    .map((t) => t.trim())
    .filter((t) => t !== '' && !ENDS_SENTENCE.test(t));
  for (const name of names) {
    if (content.length <= name.length || content.slice(0, name.length).toLowerCase() !== name.toLowerCase())
      continue;
    const rest = content.slice(name.length);
    // Only a whole line or a title followed by a new sentence: "Returns are free…" under the
    // title "Returns" keeps its words.
    if (/^\s*\n/u.test(rest) || /^\s+[\p{Lu}"“(]/u.test(rest)) return rest.trim();
  }
  return content;
}

/**
 * How telling each question term is among the retrieved items: 1 / the number of items holding
 * it. In a wrap shop "wrap" is in almost every item and says little, while "warranty" picks one;
 * a term no item holds weighs 1, so a question mostly about something absent finds no answer.
 */
type TermWeights = ReadonlyMap<string, number>;

function termWeights(terms: ReadonlySet<string>, items: readonly ReadonlySet<string>[]): TermWeights {
  const weights = new Map<string, number>();
  for (const term of terms) {
    const holders = items.filter((words) => words.has(term)).length;
    weights.set(term, 1 / Math.max(1, holders));
  }
  return weights;
}

/** What part of the question a text holds: how many of its terms, and their weight. */
interface Share {
  count: number;
  weight: number;
}

function share(words: ReadonlySet<string>, weights: TermWeights): Share {
  let count = 0;
  let weight = 0;
  for (const [term, w] of weights) {
    if (!words.has(term)) continue;
    count++;
    weight += w;
  }
  return { count, weight };
}

/** Sorts the larger share first: more terms, then more telling ones. */
const largerFirst = (a: Share, b: Share) => b.count - a.count || b.weight - a.weight;

function cap(text: string): string {
  if (text.length <= MAX_FACTS_LENGTH) return text;
  const cut = text.slice(0, MAX_FACTS_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** An item's words, analysed once per text (itemTexts) since every turn retrieves the same items. */
interface ItemText {
  /** The terms of the title and the content together. */
  words: ReadonlySet<string>;
  /** Each word as written (lower case), with its term, for the typo search. */
  spellings: ReadonlyMap<string, string>;
  title: ReadonlySet<string>;
  sentences: readonly {
    sentence: string;
    index: number;
    words: ReadonlySet<string>;
    /** The sentence's terms and the title's. */
    withTitle: ReadonlySet<string>;
    /** States a price, so it is quoted only where the owner's prices are (withStatedPrices). */
    priced: boolean;
    /** A price per unit of a job ("$12.50 per sq ft"): the quote engine's to apply, never quoted. */
    rate: boolean;
    /** The amounts it states. */
    amounts: readonly number[];
  }[];
}

/** Room for the retrieved items of many workspaces at once. */
const itemTexts = new BoundedCache<ItemText>(1024);

function itemText(hit: KnowledgeHit): ItemText {
  return itemTexts.get(`${hit.title}\u0000${hit.content}`, () => {
    const title = queryTerms(hit.title);
    const written = words(`${hit.title} ${hit.content}`);
    return {
      words: new Set(written.map(term)),
      spellings: new Map(written.map((word) => [word, term(word)] as const)),
      title,
      sentences: answerSentences(splitSentences(withoutTitleLead(hit.title, hit.content))).map(
        ({ sentence, asked }, index) => {
          const words = new Set([...queryTerms(sentence), ...asked]);
          const amounts = findPrices(sentence);
          return {
            sentence,
            index,
            words,
            withTitle: new Set([...words, ...title]),
            priced: amounts.length > 0,
            rate: amounts.length > 0 && PER_UNIT.test(sentence),
            amounts,
          };
        },
      ),
    };
  });
}

/** "per sq ft", "/m²", "an hour": what a job's price is worked out from. */
const PER_UNIT =
  /(?:\bper|\/|\b(?:a|an)(?=\s+(?:hour|day)\b))\s*(?:sq(?:uare)?\.?\s*(?:ft|feet|foot|m|metres?|meters?|yds?|yards?|in(?:ch(?:es)?)?)\b|square\b|m²|ft²|hours?\b|hr\b|day\b|(?:linear\s+)?(?:foot|feet|ft|metres?|meters?|m)\b)/iu;

/**
 * Which of the owner's written prices a look-up may quote: none (the default: a quote agent's
 * price question is the quote engine's), the prices of fixed things (delivery, gift wrap, a fee;
 * never a rate per unit of a job), or every price (a business that prices no jobs).
 */
type StatedPrices = 'none' | 'fixed' | 'all';
let statedPrices: StatedPrices = 'none';

/**
 * Runs a look-up in which the sentences stating the owner's prices are facts like any other,
 * chosen by what they share with the question: "Standard UK delivery is £4.95…" answers "how much
 * is shipping?", "Orders over £50 ship free." answers "is shipping free?". Quoted verbatim, every
 * amount said is the owner's own (the caller passes the facts' amounts as the reply's). A scope
 * rather than a parameter: the look-ups call one another in many places, and every one of them
 * reads the same rule.
 */
export function withStatedPrices<T>(which: Exclude<StatedPrices, 'none'>, lookUp: () => T): T {
  const before = statedPrices;
  statedPrices = which;
  try {
    return lookUp();
  } finally {
    statedPrices = before;
  }
}

/** The sentence may be quoted: it states no price, or a price the scope allows. */
const mayQuote = (s: { priced: boolean; rate: boolean }) =>
  !s.priced || statedPrices === 'all' || (statedPrices === 'fixed' && !s.rate);

/**
 * An FAQ written as questions and answers ("How long does it take? Lead time is three weeks…"):
 * the question is no fact to quote, yet it shares the most words with a visitor asking the same,
 * so it took the places of the answer's sentences (two at most) and the answer went unsaid. Each
 * question is left out, and its words are read with the sentences that answer it, up to the next
 * question ("No artwork? Our designers create a proof…" is found by "artwork").
 */
function answerSentences(sentences: readonly string[]): { sentence: string; asked: ReadonlySet<string> }[] {
  const answers: { sentence: string; asked: ReadonlySet<string> }[] = [];
  let asked: ReadonlySet<string> = new Set();
  for (const sentence of sentences) {
    if (sentence.endsWith('?')) asked = queryTerms(sentence);
    else answers.push({ sentence, asked });
  }
  return answers;
}

/** Topics that say when a thing is asked about: once the work is done, or before it. */
const FRAMES: ReadonlySet<string> = new Set(['aftercare', 'prep']);

/** Topics that say which aspect of another is asked ("how long", "the minimum"). */
const ASPECT_TOPICS: ReadonlySet<string> = new Set(['turnaround', 'minimum']);

/** How well an item matches the question. */
interface ItemMatch {
  hit: KnowledgeHit;
  /** Question terms found anywhere in the item, title included. */
  coverage: Share;
  /** What its best sentence and its title hold together (the search weighs titles highest too). */
  focus: Share;
  /**
   * How many of the focus's terms are topics (concepts.ts): what is asked about ("care",
   * "shipping") rather than the thing named ("leather bag"), which breaks a tie in favour of the
   * item on the topic asked.
   */
  topics: number;
  /**
   * Of those, the topics that are the subject rather than an aspect of it: "how long will you keep
   * my size" asks about holding a size (how long is the aspect), so on a tie the item on holding
   * answers, not the one saying how long shipping takes.
   */
  subjects: number;
  /** What its title holds: on a tie, the item titled with what is asked is the one about it. */
  titled: number;
  /** The weight of what its title holds: the title holding the rarer word asked is about it. */
  titledWeight: number;
  /**
   * Topics its title names that the question does not ask: "Returns and exchanges, for a wrong
   * size or fit" is about returns, so "do your things run big or small?" is the sizing item's.
   */
  titledElse: number;
  sentences: { sentence: string; index: number; share: Share; priced: boolean; rate: boolean }[];
}

function matchItem(hit: KnowledgeHit, text: ItemText, weights: TermWeights): ItemMatch {
  const sentences = text.sentences.map((s) => ({
    sentence: s.sentence,
    index: s.index,
    priced: s.priced,
    rate: s.rate,
    share: share(s.words, weights),
    withTitle: share(s.withTitle, weights),
  }));
  const candidates = [text.title, ...text.sentences.map((s) => s.withTitle)];
  let focusSet = candidates[0]!;
  let focus = share(focusSet, weights);
  for (const candidate of candidates.slice(1)) {
    const held = share(candidate, weights);
    if (largerFirst(held, focus) < 0) {
      focus = held;
      focusSet = candidate;
    }
  }
  let topics = 0;
  let subjects = 0;
  let titledWithTopic = false;
  for (const term of weights.keys()) {
    if (!isTopic(term)) continue;
    if (text.title.has(term)) titledWithTopic = true;
    if (focusSet.has(term)) {
      topics++;
      if (!ASPECT_TOPICS.has(term)) subjects++;
    }
  }
  const titled = share(text.title, weights);
  // Only between items titled with a topic asked: a bare "and monday?" asks no topic to be about,
  // and two items merely holding it ("Quotes are valid…", "vouchers never expire") are told apart
  // by other means.
  let titledElse = 0;
  if (titledWithTopic) for (const term of text.title) if (isTopic(term) && !weights.has(term)) titledElse++;
  return {
    hit,
    coverage: share(text.words, weights),
    focus,
    topics,
    subjects,
    titled: titled.count,
    titledWeight: titled.weight,
    titledElse,
    sentences,
  };
}

/**
 * The item that answers the question, and the sentences of it to quote, verbatim: the one or two
 * that share the most with the question, in the item's own order.
 *
 * The item is the one whose best sentence and title together hold the most question terms
 * ("shop window graphics" → the sentence on "window graphics", not one that merely says "our own
 * shop"), the rarer terms counting more on a tie (termWeights: for "warranty on wraps", "Warranty
 * on …" rather than another item merely mentioning wraps), then the one covering more of the
 * question anywhere, then by search rank. It must hold at least half of the question's terms, so
 * "Do you sell gift cards?" is not answered with a sentence about card payments, and a third of
 * their weight, so "How do I clean my wrap?" is not answered from "wrap" alone when no item
 * mentions cleaning. An item found by its title alone ("How should I prepare my car?" →
 * "Preparing your vehicle …") is quoted from its opening.
 *
 * Sentences stating a price are never quoted (every amount an agent says must come from the quote
 * engine), so when the matching sentences of the answering item all carry prices the answer is
 * 'prices_only'.
 */
export function lookUpKnowledge(question: string, hits: readonly KnowledgeHit[]): KnowledgeLookup {
  const found = lookUpMessage(question, hits);
  if (found.kind === 'none') return byAmount(question, hits) ?? found;
  return found.kind === 'prices_only' ? (topicBesidePrice(question, hits, found.sourceId) ?? found) : found;
}

/**
 * "There's a $400 line on my quote, what is that for?": an amount the visitor read somewhere is
 * the item's that states it, when one item alone does (the setup fee's "$400.00"). The words
 * around it ("line", "quote") name nothing the item holds. Said as a stated price, as written.
 */
function byAmount(question: string, hits: readonly KnowledgeHit[]): KnowledgeLookup | null {
  if (!/\d/.test(question)) return null;
  const asked = findPrices(question);
  if (asked.length === 0) return null;
  const stating = hits.flatMap((hit) => {
    const sentences = itemText(hit).sentences.filter((s) => s.amounts.some((a) => asked.includes(a)));
    return sentences.length > 0 ? [{ hit, sentences }] : [];
  });
  const only = stating.length === 1 ? stating[0]! : undefined;
  if (only === undefined) return null;
  return {
    kind: 'prices_only',
    sourceId: only.hit.id,
    facts: cap(only.sentences[0]!.sentence),
    distinctive: true,
  };
}

/**
 * "Need to push my van install to next week. How much notice do you need, and will it cost me?":
 * the price words find the price list, but another part of the message asks about a topic
 * (rescheduling) the price list does not hold, and the item on that topic answers it.
 */
function topicBesidePrice(
  question: string,
  hits: readonly KnowledgeHit[],
  pricedId: string,
): KnowledgeLookup | null {
  const parts = questionParts(question);
  if (parts.length < 2) return null;
  const priced = hits.find((hit) => hit.id === pricedId);
  const heldByPriced = priced ? itemText(priced).words : new Set<string>();
  for (const part of parts) {
    if (![...queryTerms(part)].some((t) => isTopic(t) && !heldByPriced.has(t))) continue;
    const found = lookUpKnowledge(part, hits);
    if (found.kind === 'answer') return found;
  }
  return null;
}

function lookUpMessage(question: string, hits: readonly KnowledgeHit[]): KnowledgeLookup {
  // "We use another firm for our trucks now. Do you do fleets?": a yes/no question about a thing
  // an item is titled with is that item's, whatever the statement around it shares with others.
  const parts = questionParts(question);
  if (parts.length > 1)
    for (const part of parts.filter((p) => isQuestion(p) && asksTitledThing(p, hits))) {
      const found = lookUpPart(part, hits, question);
      if (found.kind !== 'none') return found;
    }
  const whole = lookUpPart(question, hits);
  if (whole.kind !== 'none') return whole;
  // A longer message asks in one of its parts ("Hi! Got my van done last week. Love it. How soon
  // can I wash it?"): the first part the knowledge answers is answered, questions before statements.
  if (parts.length < 2) return byTopic(question, hits) ?? whole;
  const questions = parts.filter(isQuestion);
  // "…8 pickups, all branded the same, but we can't lose every truck on the same day. How would
  // that be scheduled?": a question that points back at the story ("that", "it") with a word or
  // two of its own is about the story; read whole by the words the items hold, as below.
  // Not when a question asks about something no item holds ("…would you price-match it?").
  const unknown = questions.filter((part) => asksAboutAbsent(part, hits));
  if (questions.some(refersBack) && parts.some((p) => !isQuestion(p)) && unknown.length === 0) {
    // Unless a question names its own topic ("…booked for Thursday. Can I push it to next week?"
    // is about rescheduling, whatever the story's van and wrap match): its item answers it.
    for (const part of questions.filter((q) => [...queryTerms(q)].some(isTopic))) {
      const found = lookUpPart(part, hits, question);
      if (found.kind === 'answer') return found;
    }
    const story = lookUpPart(question, hits, undefined, true);
    if (story.kind !== 'none') return story;
  }
  // "Is there parking near the shop or should I take the bus?": an alternative offered after "or"
  // is the same question; when the knowledge does not hold the first, the second's chance words
  // ("take") would answer something else.
  // A question only asking whether the story is as it should be ("am I doing something wrong?")
  // names nothing of its own: an item sharing its words ("wrong size") would answer another thing.
  const asksVerdict = (part: string) => [...queryTerms(part)].every((t) => VERDICTS.has(t));
  for (const part of questions) {
    if (unknown.some((first) => alternativeOf(question, first, part))) continue;
    if (asksVerdict(part)) continue;
    const found = lookUpPart(part, hits, question);
    if (found.kind !== 'none') return found;
  }
  // A statement may carry what the question leaves out ("its a lease car, will the wrap wreck the
  // paint?"), but not beside a question about something no item mentions ("do you do
  // sponsorships? I have 20k followers"): an item matching it would answer what was not asked.
  if (unknown.length > 0) return whole;
  // A story whose question only refers back ("…6 vans that must look the same, and we can't
  // have them all off the road. How does that usually work?") asks about the story: it is read
  // whole, by the words the items hold (the story's other words — "plumbing", "company" — are the
  // visitor's, not the question's), and answered only by an item holding two of them at once.
  if (questions.length > 0 && questions.every(asksVerdict)) {
    const story = lookUpPart(question, hits, undefined, true);
    if (story.kind !== 'none') return story;
  }
  for (const part of parts.filter((p) => !isQuestion(p))) {
    const found = lookUpPart(part, hits, question);
    if (found.kind !== 'none') return found;
  }
  // A question whose subject is in the story around it ("had the bumper resprayed last week…, can
  // you wrap the car this saturday?", "…a gift card… does it run out after a year?"): the message
  // is read whole by the words the items hold, and answered only by an item holding two at once.
  if (questions.length > 0) {
    const story = lookUpPart(question, hits, undefined, true);
    if (story.kind !== 'none') return story;
  }
  return byTopic(question, hits) ?? whole;
}

/**
 * The last resort: what the message asks about is a topic of the lexicon (hemming, artwork,
 * where things are made, shipping…) that exactly one retrieved item speaks of. "Trousers are
 * always miles too long on me, what do you do about that?" is about hemming however many of its
 * other words (the wedding, the cousin, the height) no item holds; the matcher's half-the-words
 * rule cannot see that, the topic can. Two items speaking of it leave the question unanswered,
 * as before, and a sentence that states a price is never quoted.
 */
function byTopic(question: string, hits: readonly KnowledgeHit[]): KnowledgeLookup | null {
  const topics = [...queryTerms(question)].filter(isTopic);
  if (topics.length === 0) return null;
  // "Do you sell t-shirts with our logo?" asks about t-shirts, which no item mentions.
  if (questionParts(question).some((part) => isQuestion(part) && asksAboutAbsent(part, hits))) return null;
  const holding = hits.flatMap((hit) => {
    const sentences = itemText(hit).sentences.filter(
      (s) => mayQuote(s) && topics.some((t) => s.words.has(t)),
    );
    return sentences.length > 0 ? [{ hit, sentences }] : [];
  });
  // Two items speak of it, one titled with it ("Warranty on materials…" against a removal item
  // that mentions "its warranty period"): the titled one is about it. Not a topic said only of
  // when ("can you add a beanie to it before it ships?" asks to add a beanie, not about shipping).
  const asked = [...queryTerms(question.replace(WHEN_CLAUSE, ' '))].filter(isTopic);
  const titled = holding.filter(({ hit }) => asked.some((t) => itemText(hit).title.has(t)));
  const only = holding.length === 1 ? holding[0] : titled.length === 1 ? titled[0] : undefined;
  if (only === undefined) return null;
  const { hit, sentences } = only;
  return {
    kind: 'answer',
    answer: {
      facts: cap(
        sentences
          .slice(0, MAX_FACT_SENTENCES)
          .map((s) => s.sentence)
          .join(' '),
      ),
      sourceId: hit.id,
    },
  };
}

/** A clause saying when ("before it ships", "once we order", "after the wrap is on"). */
const WHEN_CLAUSE =
  /(?<![\p{L}])(?:before|after|once|when|until|till)\s+(?:it|they|i|we|you|u|(?:the|my|our)\s+[\p{L}-]+)\s+[^,.?!;]*/giu;

/**
 * A question asking only whether the story is a problem ("any issue?", "is that a problem?", "is
 * that ok?") asks about the story: it names nothing of its own.
 */
const VERDICTS: ReadonlySet<string> = new Set(
  // "Am I doing something wrong?", "is that normal?": whether the story is as it should be.
  queryTerms('problem problems issue issues concern concerns fine matter wrong normal doing'),
);

/** `second` follows `first` in the message after "or": one question offered two ways. */
function alternativeOf(message: string, first: string, second: string): boolean {
  const at = message.indexOf(first);
  if (at < 0 || first === second) return false;
  const after = message.indexOf(second, at + first.length);
  return after >= 0 && /^[\s,]*or\s*$/iu.test(message.slice(at + first.length, after));
}

const POINTS_BACK = /(?<![\p{L}])(?:that|this|those|these|it|them)(?![\p{L}])/iu;
const refersBack = (part: string) => POINTS_BACK.test(part) && queryTerms(part).size <= 2;

/**
 * What a yes/no question asks about: the words after "is there (a/any)", "do you (do/sell/have/
 * offer…)", up to the first small word ("parking" in "is there parking near the shop?", "shop
 * window graphics" in "do you do shop window graphics?"). An item that holds none of them does not
 * answer it, however many other words of the message it shares.
 */
const ASKED_ABOUT =
  /\b(?:is|are)\s+there\s+(?:a\s+|an\s+|any\s+|some\s+)?((?:[\p{L}-]+\s*){1,3})|\b(?:do|does|can|could)\s+(?:you|u|ya|yall|y'all|you\s+guys|your\s+(?:shop|store|team|company))\s+(?:do|sell|have|offer|make|provide|stock|carry|take|accept|print|install)\s+(?:a\s+|an\s+|any\s+|some\s+)?((?:[\p{L}-]+\s*){1,3})/iu;

/**
 * "Do you ship to Canada?", "can you deliver to Ohio?": the place is where, and what is asked
 * about is the shipping; the item that says where the business ships answers it, yes or no.
 */
const ASKS_DESTINATION =
  /\b(?:(?:ship|ships|shipping|deliver|delivers|delivery|post|send|sends|(?:it|they|them|order|parcel|package)\s+(?:\p{L}+\s+)?(?:get|arrive))\s+(?:\p{L}+\s+){0,2}?(?:to|into|out\s+to|over\s+to|abroad|overseas|internationally)|(?:it|they|order|parcel|package)\s+(?:\p{L}+\s+)?reach)\b/iu;

/** Only a message holding one of the verbs is read with the longer pattern (every turn reads many). */
const DESTINATION_VERB = /ship|deliver|post|send|get|arriv|reach/i;
// Work sent out to another firm ("do you send it out to someone else?") goes to no place.
const SENT_TO_SOMEONE =
  /\b(?:send|sends|sent|post|ship)\s+(?:\p{L}+\s+){0,2}?(?:out|off|away)\s+to\s+(?:some(?:one|body)|another|other|an?\s+(?:outside|external|third|different|other))\b/iu;
const asksDestination = (question: string) =>
  DESTINATION_VERB.test(question) &&
  ASKS_DESTINATION.test(normalizeMessage(question)) &&
  !SENT_TO_SOMEONE.test(question);

const DESTINATION = new RegExp(String.raw`${ASKS_DESTINATION.source}\s*((?:[\p{L}'-]+\s*){1,3})`, 'iu');

/** The words naming where a message asks to have something shipped (lower case), up to three. */
function destinationWords(question: string): string[] {
  const m = asksDestination(question) ? normalizeMessage(question).toLowerCase().match(DESTINATION) : null;
  const words: string[] = [];
  for (const word of (m?.[1] ?? '').trim().split(/\s+/)) {
    if (word === '' || SMALL_WORDS.has(word) || STOP_WORDS.has(word)) break;
    words.push(word.normalize('NFKD').replace(/\p{M}+/gu, ''));
  }
  return words;
}

function askedAbout(question: string, vocabulary: Vocabulary, withService = false): Set<string> {
  if (asksDestination(question)) return new Set([term('shipping')]);
  const normal = normalizeMessage(question).toLowerCase();
  const m = normal.match(ASKED_ABOUT);
  const phrase = m?.[1] ?? m?.[2] ?? '';
  const head: string[] = [];
  for (const word of phrase.trim().split(/\s+/)) {
    if (word === '' || STOP_WORDS.has(word) || SMALL_WORDS.has(word)) break;
    if (!GENERIC_HEADS.has(word)) head.push(word);
  }
  // Verbs are not corrected as typos: "watch" is one letter from "batch".
  // A service asked by its verb only tells an absent thing (asksAboutAbsent), never which item's
  // title to prefer: "can you guys wrap the car?" asks the wrap items' questions too.
  if (head.length === 0)
    return new Set([...askedToDo(normal), ...(withService ? serviceAsked(normal) : [])].map(term));
  return correctTypos(queryWords(head.join(' ')), vocabulary);
}

/**
 * Two things a visitor asks leave to do: "can I stay and watch while you install it?" asks about
 * staying and watching. An item must hold both to answer; one of them alone ("so your fleet stays
 * on the road") is a chance meeting of words. A single verb ("can I move it", "can I take it
 * through the car wash") is left to the matcher, since the lexicon and the items name most
 * things a customer does in other words.
 */
// "Can I hang around and watch?": a particle may follow the first verb.
const ASKS_LEAVE =
  /\b(?:can|could|may)\s+(?:i|we)\s+(?:also\s+|just\s+)?([\p{L}-]+)(?:\s+(?:around|about|by|in|out|over|up|back|on))?\s+and\s+([\p{L}-]+)/iu;

/**
 * A service asked of the business by its verb: "do you repair stuff you sold?", "can you match our
 * brand colour exactly?", "could you laminate it?". The verb is what is asked; an item holding only
 * the things named beside it ("sold", "brand") speaks of something else. Verbs that ask the agent
 * to act in the chat (tell, send, check…), the trade's own verbs already read (do, sell, have…) and
 * verbs of coming and going are no service.
 */
const ASKS_SERVICE =
  /\b(?:do|does|can|could|will|would)\s+(?:you|u|ya|yall|y'all|you\s+guys|your\s+(?:shop|store|team|company))\s+(?:also\s+|still\s+|ever\s+|even\s+|actually\s+|guys\s+)?([\p{L}-]{3,})\b/iu;
const NO_SERVICE = new Set(
  (
    'do does did have has had sell sells sold offer make provide stock carry take accept print install ' +
    'ship deliver post send mail email e-mail text message call ring phone tell let help give show check ' +
    'explain recommend suggest find confirm look see answer book hold keep reserve put get got know ' +
    'add include apply require think mind need want like come go open close start finish be work use charge price quote cost ' +
    'please just really maybe possibly ask wait hear read understand remember speak talk chat reply ' +
    'respond deal handle sort fix guarantee promise say mean ship usually normally always typically'
  ).split(' '),
);

function serviceAsked(normal: string): string[] {
  const verb = normal.match(ASKS_SERVICE)?.[1];
  // A verb the lexicon reads as part of a phrase ("peel it off" is removal) is that phrase's topic.
  return verb && !NO_SERVICE.has(verb) && !STOP_WORDS.has(verb) && words(normal).includes(verb) ? [verb] : [];
}

function askedToDo(normal: string): string[] {
  const m = normal.match(ASKS_LEAVE);
  if (!m) return [];
  const verbs = [m[1]!, m[2]!];
  return verbs.every((v) => !STOP_WORDS.has(v) && !SMALL_WORDS.has(v) && !GENERIC_HEADS.has(v)) ? verbs : [];
}

/** The question asks about something (askedAbout) a retrieved item's title names. */
function asksTitledThing(question: string, hits: readonly KnowledgeHit[]): boolean {
  const texts = hits.map(itemText);
  const asked = askedAbout(question, vocabularyOf(hits, texts));
  return asked.size > 0 && texts.some((t) => [...asked].some((term) => t.title.has(term)));
}

/** The question asks about something (askedAbout) that none of the retrieved items mentions. */
function asksAboutAbsent(question: string, hits: readonly KnowledgeHit[]): boolean {
  const texts = hits.map(itemText);
  // "…will you price match?": a topic of the lexicon asked (matching a price, parking) that no
  // item speaks of is as absent as a thing named, unless an item holds two of the question's other
  // words ("the checkout link you sent says expired" is about the checkout link).
  const terms = [...queryTerms(question)];
  const topics = terms.filter(isTopic);
  // A particular arrangement asked ("pick it up at the studio", "a PO box") that no item speaks of
  // is absent, whatever else the question shares with the items.
  if (topics.some((topic) => isSpecificTopic(topic) && !texts.some((t) => t.words.has(topic)))) return true;
  if (
    topics.length > 0 &&
    !texts.some((t) => topics.some((topic) => t.words.has(topic))) &&
    !texts.some((t) => terms.filter((term) => t.words.has(term)).length >= 2)
  )
    return true;
  const asked = askedAbout(question, vocabularyOf(hits, texts), true);
  // As in lookUpPart: of two things asked ("stay and watch"), an item must hold both.
  const needed = Math.min(asked.size, 2);
  return (
    asked.size > 0 && !texts.some((t) => [...asked].filter((term) => t.words.has(term)).length >= needed)
  );
}

/**
 * Words that describe or stand in for the thing rather than name it: "is there a cheaper option
 * for the sides?" names the sides, not an option.
 */
const GENERIC_HEADS = new Set(
  'cheaper cheapest cheap better best faster quicker other different good option options way ways alternative alternatives chance possibility problem issue extra additional'.split(
    ' ',
  ),
);

/** Words that end the phrase a question asks about ("parking near the shop"). */
const SMALL_WORDS = new Set(
  'near for in on at to from with by of the a an and or but when while if near nearby around'.split(' '),
);

/** Words that ask what something costs; such a question is the quote's, not a sentence's. */
const PRICE_WORDS = /(?<![\p{L}])(?:how\s+much|price[sd]?|pricing|costs?|quotes?|rates?|fees?|charges?|\$)/iu;
const asksAPrice = (question: string) => PRICE_WORDS.test(normalizeMessage(question));

/**
 * A day named beside a topic ("can I take it through the car wash this weekend?", "will it arrive
 * by Friday?") says when, like a number says how many: the topic is what is asked, and the day
 * would send the question to the opening hours. Kept when the hours are what is asked.
 */
function withoutWhen(terms: Set<string>, context?: string): Set<string> {
  const day = term('weekday');
  if (!terms.has(day) || terms.has(term('hours'))) return terms;
  // The topic may be in the story around the question ("the doors were repainted last week, can
  // you do the car on monday?"): the day is still when, not what.
  const around = context === undefined ? [] : [...queryTerms(context)];
  if (around.includes(term('hours'))) return terms;
  if (![...terms, ...around].some((t) => t !== day && isTopic(t))) return terms;
  return new Set([...terms].filter((t) => t !== day));
}

/** "Do you charge my card when I order?": charging a card or a person is no price asked. */
const CHARGES_SOMEONE = /\bcharg\w*\s+(?:my|me|us|our|your|the\s+card|cards?|it)\b/iu;
/** Terms of the words that ask what something costs. */
const PRICE_TERMS: ReadonlySet<string> = queryTerms('cost price pricing charge fee rate');

/**
 * "What do you charge for postage?": where the owner's prices are quoted (withStatedPrices), a
 * price word no retrieved item uses only frames the question ("Standard delivery is £4.95" says
 * no "charge"); left in, it would count as a word the answer lacks.
 */
function withoutPriceFrame(
  written: ReadonlyMap<string, string>,
  vocabulary: Vocabulary,
  question: string,
): ReadonlyMap<string, string> {
  if (statedPrices === 'none' || CHARGES_SOMEONE.test(question)) return written;
  const frame = [...written].filter(([, t]) => PRICE_TERMS.has(t) && !vocabulary.words.has(t));
  if (frame.length === 0 || frame.length === written.size) return written;
  return new Map([...written].filter(([, t]) => !frame.some(([, f]) => f === t)));
}

/**
 * `context`, the whole message a part comes from, breaks ties between items the part alone cannot
 * tell apart: "what do you print on?" after "they use calendered vinyl" is about the vinyl.
 */
function lookUpPart(
  question: string,
  hits: readonly KnowledgeHit[],
  context?: string,
  story = false,
): KnowledgeLookup {
  const ranked = [...hits].sort((a, b) => b.rank - a.rank);
  const texts = ranked.map(itemText);
  const vocabulary = vocabularyOf(ranked, texts);
  const written = correctTypos(
    withoutPriceFrame(withoutUnknownPlaces(queryWords(question), vocabulary, question), vocabulary, question),
    vocabulary,
  );
  const read = story ? new Set([...written].filter((t) => vocabulary.words.has(t))) : written;
  // "Will it get to Ohio in time?", "would it reach Texas?" ask about shipping, in whatever words.
  if (asksDestination(question)) {
    read.add(term('shipping'));
    read.delete(term('reach'));
  }
  const unframed = withoutWhen(read, context);
  // The day was only a "when" because of the story's topic: the question is the story's, read
  // whole afterwards (lookUpKnowledge), not answered by what its other words name ("the car").
  if (unframed.size < read.size && withoutWhen(read) === read) return { kind: 'none' };
  if (unframed.size === 0) return { kind: 'none' };
  // "Picked the car up yesterday, when can I take it through a car wash?": the story says when the
  // question is asked (after the work, or before it), which tells aftercare from preparation.
  const frames = context === undefined ? [] : [...queryTerms(context)].filter((t) => FRAMES.has(t));
  const terms = frames.every((t) => unframed.has(t)) ? unframed : new Set([...unframed, ...frames]);
  const weights = termWeights(
    terms,
    texts.map((t) => t.words),
  );
  const contextWeights =
    context === undefined
      ? null
      : termWeights(
          correctTypos(queryWords(context), vocabulary),
          texts.map((t) => t.words),
        );
  const inContext = (m: ItemMatch) =>
    contextWeights ? share(texts[ranked.indexOf(m.hit)]!.words, contextWeights).count : 0;
  const matches = ranked
    .map((hit, i) => matchItem(hit, texts[i]!, weights))
    .filter((m) => m.focus.count > 0)
    .sort(
      (a, b) =>
        b.focus.count - a.focus.count ||
        b.topics - a.topics ||
        b.subjects - a.subjects ||
        b.focus.weight - a.focus.weight ||
        inContext(b) - inContext(a) ||
        b.titled - a.titled ||
        b.titledWeight - a.titledWeight ||
        b.coverage.weight - a.coverage.weight ||
        a.titledElse - b.titledElse ||
        b.hit.rank - a.hit.rank,
    );
  const questionWeight = [...weights.values()].reduce((sum, w) => sum + w, 0);
  // The weights are fractions: 1/2 + 1/3 + 1/6 must count as 1.
  const enough = (m: ItemMatch) =>
    m.coverage.count * 2 >= terms.size && m.coverage.weight * 3 >= questionWeight - 1e-9;
  const asked = askedAbout(question, vocabulary);
  // "Do you do gift wrapping?" asks about gift wrapping: an item on gift cards holds one of the
  // two words and does not answer it; of three words ("shop window graphics"), two will do. A
  // service asked by its verb that no item speaks of ("do you repair stuff you sold?") is answered
  // by an item holding only the words beside it, but by one on a topic the message raises ("the
  // doors were repainted, can you wrap the car?" is the preparation's); one the items hold ("can
  // you wrap the car…") is the trade's, and asks nothing more.
  const serviceAbsent = [...askedAbout(question, vocabulary, true)].some(
    (t) => !asked.has(t) && !texts.some((text) => text.words.has(t)),
  );
  const topicsRaised = serviceAbsent ? [...terms].filter(isTopic) : [];
  const answers = (m: ItemMatch) => {
    const held = texts[ranked.indexOf(m.hit)]!.words;
    if (serviceAbsent && !topicsRaised.some((t) => held.has(t))) return false;
    const holds = [...asked].filter((t) => held.has(t)).length;
    return asked.size === 0 || holds >= Math.min(asked.size, 2);
  };
  // "Do you do fleets?": the item titled with the thing asked about is the one about it, ahead of
  // one that merely lists it among other words of the message ("we use X for our trucks").
  const titledAsked = (m: ItemMatch) =>
    [...asked].some((t) => texts[ranked.indexOf(m.hit)]!.title.has(t)) && enough(m);
  const about = asked.size > 0 ? matches.find(titledAsked) : undefined;
  const best = about ?? matches[0];
  if (best === undefined || !enough(best) || (story && best.focus.count < 2)) return { kind: 'none' };
  if (!answers(best)) return { kind: 'none' };
  // "Are your dresses made in the USA?" asks where things are made: an item that holds none of the
  // topics asked (the "About" text naming the dresses) answers something else. Told honestly that
  // the knowledge does not say, the visitor is offered a person instead.
  const topicsAsked = [...terms].filter(isTopic);
  const bestText = texts[ranked.indexOf(best.hit)]!;
  // Unless the item is titled with two of the question's own words: "how long does your ceramic
  // coating last?" is answered by the item "Ceramic coating" however "how long" reads.
  const titledWithTheThing = [...terms].filter((t) => !isTopic(t) && bestText.title.has(t)).length >= 2;
  if (
    !story &&
    topicsAsked.length > 0 &&
    (!topicsAsked.some((t) => bestText.words.has(t)) ||
      topicsAsked.some((t) => isSpecificTopic(t) && !bestText.words.has(t))) &&
    !titledWithTheThing
  )
    return { kind: 'none' };

  const quotableOf = (m: ItemMatch) => {
    const matching = m.sentences.filter((s) => s.share.count > 0);
    return (matching.length > 0 ? matching : m.sentences).filter(mayQuote);
  };
  // Where the owner's prices are quoted, an item that answers only with them ("Standard delivery
  // is £4.95…") still gives way, for a question asking no price ("do you deliver to Skye?"), to an
  // item that says as much in words ("We ship across the UK mainland."), as it did before prices
  // were quoted; not when its prices hold more of the question ("is shipping free?").
  const inWordsInstead = (m: ItemMatch): ItemMatch | undefined => {
    const said = quotableOf(m);
    if (statedPrices === 'none' || said.some((s) => !s.priced) || asksAPrice(question)) return undefined;
    const most = Math.max(...said.map((s) => s.share.count));
    return matches.find(
      (o) =>
        o !== m && enough(o) && answers(o) && quotableOf(o).some((s) => !s.priced && s.share.count >= most),
    );
  };
  // And the other way: "what do you charge for delivery on an order?" asks a price, which the
  // item on where orders are sent does not state, however many words it shares ("orders"); the
  // item that states it answers.
  const pricedInstead = (m: ItemMatch): ItemMatch | undefined => {
    if (statedPrices === 'none' || !asksAPrice(question) || quotableOf(m).some((s) => s.priced))
      return undefined;
    return matches.find(
      (o) => o !== m && enough(o) && answers(o) && quotableOf(o).some((s) => s.priced && s.share.count > 0),
    );
  };
  // An item whose matching sentences all state prices ("vinyl … $12.50 per sq ft") sends a price
  // question to the quote; a question that asks something else ("what vinyl do you print on?") is
  // answered by the next item that says it in words, when one answers it well enough.
  // "Is there a minimum?": the item titled with the topic asked is about it, though all it says of
  // it is a price ("the minimum order is $250"), quoted or sent to the quote; the artwork item's
  // "at least 150 dpi" holds the word and answers something else. A thing asked ("do you take
  // Amex?") is still answered by another item that says it in words.
  const titledWithAsked = (m: ItemMatch) =>
    m === about && [...asked].some((t) => isTopic(t) && texts[ranked.indexOf(m.hit)]!.title.has(t));
  const answering =
    quotableOf(best).length > 0
      ? titledWithAsked(best)
        ? best
        : (inWordsInstead(best) ?? pricedInstead(best) ?? best)
      : titledWithAsked(best)
        ? undefined
        : matches.find(
            (m) =>
              m !== best &&
              // As well matched: "a physical gift card, or email only?" is the gift card item's,
              // though it states a price, not the card payments item's, which holds "card" alone.
              m.focus.count >= best.focus.count &&
              enough(m) &&
              answers(m) &&
              quotableOf(m).length > 0 &&
              !asksAPrice(question),
          );
  const distinctive = (m: ItemMatch) => {
    const held = texts[ranked.indexOf(m.hit)]!.words;
    return [...terms].some((t) => held.has(t) && weights.get(t) === 1);
  };
  if (answering === undefined) {
    const priced = best.sentences.filter((s) => s.priced && s.share.count > 0);
    const facts = cap(
      [...priced]
        .sort((a, b) => largerFirst(a.share, b.share) || a.index - b.index)
        .slice(0, MAX_FACT_SENTENCES)
        .sort((a, b) => a.index - b.index)
        .map((s) => s.sentence)
        .join(' '),
    );
    return { kind: 'prices_only', sourceId: best.hit.id, facts, distinctive: distinctive(best) };
  }
  const quotable = quotableOf(answering);
  // "Do you ship to Mexico?": the sentences saying where the business ships come first.
  const where = asksDestination(question)
    ? (s: { sentence: string }) => (namesPlace(s.sentence) ? 1 : 0)
    : () => 0;
  // "How much is shipping?": of sentences sharing as much, the ones stating the price answer it.
  const price =
    statedPrices !== 'none' && asksAPrice(question)
      ? (s: { priced: boolean }) => (s.priced ? 1 : 0)
      : () => 0;
  const chosen = [...quotable]
    .sort(
      (a, b) =>
        where(b) - where(a) || largerFirst(a.share, b.share) || price(b) - price(a) || a.index - b.index,
    )
    .slice(0, MAX_FACT_SENTENCES)
    .sort((a, b) => a.index - b.index);
  return {
    kind: 'answer',
    answer: {
      facts: cap(chosen.map((s) => s.sentence).join(' ')),
      sourceId: answering.hit.id,
      ...(distinctive(answering) ? { distinctive: true } : {}),
    },
  };
}

/**
 * The answer of the one retrieved item whose title names a topic the question asks about
 * (concepts.ts: removal, tax, warranty…), judged against that item alone: a price question about
 * it ("what would you charge to peel off a faded wrap?") is a question about the topic, and the
 * words another item shares by chance ("first", "remove fuel spills") do not outvote its title.
 */
export function lookUpTopic(question: string, hits: readonly KnowledgeHit[]): KnowledgeAnswer | null {
  const topics = [...queryTerms(question)].filter(isTopic);
  if (topics.length === 0) return null;
  const titled = hits.filter((hit) => topics.some((t) => itemText(hit).title.has(t)));
  if (titled.length !== 1) return null;
  const found = lookUpKnowledge(question, titled);
  return found.kind === 'answer' ? found.answer : null;
}

/**
 * What the business is and does, for "what do you do?": the opening of its "About …" item, or of
 * the item that names the business, or of the first item describing its services. Null when the
 * knowledge holds none of those.
 */
export function lookUpOverview(hits: readonly KnowledgeHit[], businessName = ''): KnowledgeAnswer | null {
  const name = businessName.trim().toLowerCase();
  const item =
    hits.find((h) => /(?<![\p{L}])about(?![\p{L}])/iu.test(h.title)) ??
    (name ? hits.find((h) => h.content.toLowerCase().startsWith(name)) : undefined) ??
    hits.find((h) => h.category === 'services' || h.category === 'general');
  if (!item) return null;
  const opening = itemText(item).sentences.find((s) => !s.priced);
  return opening ? { facts: cap(opening.sentence), sourceId: item.id } : null;
}

/**
 * The questions of a message asked in one breath ("what warranty comes with it, and can it come
 * off later?"): its sentences, split again where a comma, "and" or "also" starts a new question.
 */
export function questionParts(message: string): string[] {
  return partsOfMessage.get(message, () => {
    const parts = message
      .split(PART_SPLITTER)
      .map((part) => part.trim())
      .flatMap(embeddedQuestion)
      .filter((part) => /[\p{L}]/u.test(part));
    // "Hang on, could you…": an interjection standing as a part of its own asks nothing.
    const asking = parts.filter((part) => !asksNothing(part));
    return asking.length > 0 ? asking : parts;
  });
}
const partsOfMessage = new BoundedCache<string[]>(512);

/**
 * A question asked inside a sentence that opens as a statement or a condition, the way people
 * type without stops: "if its too tight across the shoulders can i swap it", "if i get the blouse
 * and the cardigan together do i still pay for shipping", "…it was shut, anyway what time do you
 * open on a saturday because we're going back". The question is read from its own opening to the
 * next reason or aside ("because…", ", also…"); the statement before it stays a part of its own.
 */
const EMBEDDED_QUESTION =
  /(?<=[\p{L}\p{N},)'])\s+(?:anyway\s+|so\s+|but\s+|and\s+)?(?=(?:what|how|when|where|which|why)\s+(?!(?:i|we|you|u|they|he|she|it|its|that|this)\s)\p{L}|(?:do|does|can|could|will|would|should|is|are|am)\s+(?:i|we|you|u|ya|it|its|they|there|he|she|my|our|the|this|that)\s)/iu;
const QUESTION_ENDS =
  /\s+(?:because|cause|cos|coz|cuz|since)\s+|,\s*(?:also|and|but|so|btw)\s+|\s+(?:lol|haha)\b/iu;

const INTERJECTION_ONLY =
  /^\W*(?:(?:oh|ok|okay|um+|hm+|wait|hold\s+on|hang\s+on|sorry|actually|right|lol|haha)\W*)+$/iu;

/**
 * "Question about my quote. I did the maths… why?": a preface saying what the message is about
 * asks nothing itself; the sentences after it ask, and the whole message is read for the subject.
 */
const PREFACE_ONLY =
  /^\W*(?:(?:a|one|quick|another|small|random)\s+)?(?:question|q|query)s?\s+(?:about|on|regarding|re|for)\s+(?:(?:my|our|the|your|this|that|an?)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\W*$/iu;
const asksNothing = (part: string) => INTERJECTION_ONLY.test(part) || PREFACE_ONLY.test(part);

function embeddedQuestion(part: string): string[] {
  if (STARTS_AS_QUESTION.test(part)) return [part];
  const at = EMBEDDED_QUESTION.exec(part);
  if (!at) return [part];
  const statement = part.slice(0, at.index).trim();
  const asked = part.slice(at.index + at[0].length);
  const end = QUESTION_ENDS.exec(asked);
  const question = (end ? asked.slice(0, end.index) : asked).trim();
  // The question keeps the part's question mark, so it reads as one.
  const mark = part.trimEnd().endsWith('?') && !question.endsWith('?') ? '?' : '';
  // "wait can you even print one that big": an interjection before the question states nothing.
  const before = INTERJECTION_ONLY.test(statement) ? [] : [statement];
  return [...before, `${question}${mark}`, ...(end ? [asked.slice(end.index + end[0].length).trim()] : [])];
}

/** The parts of a message that ask something (questionParts, statements left out). */
export function askedParts(message: string): string[] {
  return questionParts(message).filter(isQuestion);
}

/**
 * Every question of a message the knowledge answers, one item each, in the message's order: the
 * answers to two or more of its questions, or else the answer to the message as a whole
 * (lookUpKnowledge). Parts a caller must not answer from the knowledge (a price question, which
 * only the quote engine answers) are left out by `skip`.
 */
export function lookUpAnswers(
  message: string,
  hits: readonly KnowledgeHit[],
  skip: (part: string) => boolean = () => false,
  max = 3,
): KnowledgeAnswer[] {
  const parts = questionParts(message);
  if (parts.length >= 2) {
    const answers: KnowledgeAnswer[] = [];
    // When every question names its own topic and the knowledge answers each, the story around
    // them ("my van is booked in for Thursday. It is Monday now. Can I push it to next week?") is
    // not asked; a question that leans on the story ("…5 box trucks. How does that work?") keeps it.
    const questions = parts.filter(isQuestion);
    const lookedUp = new Map<string, KnowledgeLookup>();
    const lookUp = (part: string) =>
      lookedUp.get(part) ?? lookedUp.set(part, lookUpPart(part, hits)).get(part)!;
    const onTheirOwn =
      questions.length > 0 &&
      questions.length < parts.length &&
      questions.every((q) => [...queryTerms(q)].some(isTopic) && lookUp(q).kind === 'answer');
    for (const part of onTheirOwn ? questions : parts) {
      if (skip(part)) continue;
      const found = lookUp(part);
      if (found.kind === 'answer' && !answers.some((a) => a.sourceId === found.answer.sourceId))
        answers.push(found.answer);
    }
    if (answers.length >= 2) return answers.slice(0, max);
  }
  const whole = lookUpKnowledge(message, hits);
  return whole.kind === 'answer' ? [whole.answer] : [];
}
