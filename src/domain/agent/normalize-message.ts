/**
 * Customers type on phones: text-speak ("wat time r u open"), dropped apostrophes ("dont"),
 * "4" for "for". The intent rules and the knowledge matcher read the message in plain spelling,
 * so one rule set covers both ways of writing. The mapping is the common chat abbreviations
 * (a closed set, like a dictionary), not a list of the product's topics; the original message is
 * kept for everything that needs the visitor's own words (names, e-mail, quote details).
 */

export const TEXT_SPEAK: Readonly<Record<string, string>> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  ur: 'your',
  yr: 'your',
  r: 'are',
  wat: 'what',
  wut: 'what',
  wht: 'what',
  whut: 'what',
  wot: 'what',
  whats: "what's",
  wats: "what's",
  hw: 'how',
  hows: "how's",
  wen: 'when',
  whn: 'when',
  wer: 'where',
  whr: 'where',
  pls: 'please',
  plz: 'please',
  pleas: 'please',
  thx: 'thanks',
  thnx: 'thanks',
  thanx: 'thanks',
  tnx: 'thanks',
  ty: 'thank you',
  tyvm: 'thank you',
  kinda: 'kind of',
  sorta: 'sort of',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  dunno: "don't know",
  idk: "I don't know",
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  ppl: 'people',
  b4: 'before',
  '2day': 'today',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tonite: 'tonight',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  info: 'information',
  abt: 'about',
  bout: 'about',
  cn: 'can',
  cld: 'could',
  wld: 'would',
  shld: 'should',
  // Short words typed with a letter missing, too short for the matcher's typo correction.
  wil: 'will',
  wud: 'would',
  cud: 'could',
  shud: 'should',
  hav: 'have',
  im: "I'm",
  ive: "I've",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  thats: "that's",
  theres: "there's",
  msg: 'message',
  txt: 'text',
  pic: 'picture',
  pics: 'pictures',
  rn: 'right now',
  btw: 'by the way',
  ne1: 'anyone',
  any1: 'anyone',
  some1: 'someone',
  sum1: 'someone',
  nd: 'and',
  n: 'and',
  da: 'the',
  tha: 'the',
  wit: 'with',
  w: 'with',
  'w/': 'with',
  'w/o': 'without',
  thru: 'through',
  // Days as they are abbreviated in chat ("open on sat?").
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
  tho: 'though',
};

/**
 * A whole word of the chat that is text-speak, in any case: a word starts after no letter, digit,
 * apostrophe or slash and ends before no letter, digit or apostrophe ("don't" holds none). Only the
 * abbreviations are alternatives (longest first, so "w/o" before "w/" before "w"), so an ordinary
 * word costs no call: reading every word and looking it up was a third of this function's time.
 */
const TEXT_SPEAK_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}'/])(?:${Object.keys(TEXT_SPEAK)
    .sort((a, b) => b.length - a.length)
    .map((key) => key.replace(/[/]/g, '\\/'))
    .join('|')})(?![\\p{L}\\p{N}'])`,
  'giu',
);

/**
 * "4" and "2" stand for "for" and "to" before a word that cannot be what is counted: "4 a full
 * wrap", "need 2 know", "2 my shop". "4 vans" keeps its number.
 */
const DIGIT_WORD =
  /(?<![\p{N}.,$€£#-])\b([24])\s+(?=(?:a|an|the|my|our|your|his|her|their|me|us|you|it|this|that|these|those|get|know|be|do|see|make|book|have|ask|talk|speak)\b)/giu;

function keepCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  return replacement;
}

/**
 * Words of a chat typed with a letter held down ("thank youuu", "pleaseee", "sooo", "yesss"): read
 * with that letter once when the word is one of these or written out from text-speak; any other
 * word keeps a pair ("goood" is "good", "cooool" is "cool").
 */
const HELD_DOWN_WORDS: ReadonlySet<string> = new Set([
  ...'you thank thanks please yes so hi hey hello no love nice wow ok okay sure yay cute perfect awesome amazing gorgeous beautiful lovely stunning omg lol'.split(
    ' ',
  ),
  ...Object.values(TEXT_SPEAK).filter((plain) => !plain.includes(' ')),
]);
const HELD_DOWN = /(\p{L})\1{2,}/gu;
const HELD_DOWN_ONCE = /(\p{L})\1\1/u;

function letGo(word: string): string {
  const once = word.replace(HELD_DOWN, '$1');
  return HELD_DOWN_WORDS.has(once.toLowerCase()) ? once : word.replace(HELD_DOWN, '$1$1');
}

/** The message in plain spelling: curly quotes straightened, text-speak written out. */
export function normalizeMessage(message: string): string {
  // Letters held down for effect ("heyyy", "sooo") are read once in a word of the chat, else
  // twice at most ("cool" and "good" keep their pair).
  const quoted = message.replace(/[’‘]/g, "'");
  // Most messages hold no letter three times in a row: only those are read word by word.
  const straight = HELD_DOWN_ONCE.test(quoted) ? quoted.replace(/\p{L}+/gu, letGo) : quoted;
  return writeOutTextSpeak(straight).replace(DIGIT_WORD, (_m, digit: string) =>
    digit === '4' ? 'for ' : 'to ',
  );
}

/**
 * Abbreviated days that are everyday words too: "sun faded", "sat in the sun", "we wed in May".
 * They are days only beside what days stand beside: after "on", "open", "this", "next", "till",
 * another day or a dash ("mon-sat"); else, unless a word follows that makes them the sun or a
 * sitting ("sun faded", "sat in the car"), before a time or a part of the day ("sun 10am", "sat
 * morning"), at the end of a question ("open sun?") or opening the message.
 */
const DAY_OR_WORD: ReadonlySet<string> = new Set(['sun', 'sat', 'wed']);
const DAY_BEFORE =
  /(?:(?<![\p{L}])(?:on|open|opened|closed|close|this|next|last|till|til|until|thru|through|to|from|and|or|every|each|by|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s*|[-/,&]\s*)$/iu;
const DAY_AFTER =
  /^(?:\s*(?:$|[-/?!.,&]|\d|morning|afternoon|evening|night|open|opening|hours|and|or|too|as\s+well))/iu;

/** "Sun damage", "sun faded", "sat in the car": the word, whatever stands before it. */
const WORD_AFTER =
  /^\s+(?:in|on|at|down|there|outside|around|out|for\s+(?:hours|ages|weeks|months|days)|faded|fade|fading|damage|damaged|bleached|exposure|light|rays|glare|burn|burnt|shine|all\s+day)(?![\p{L}])/iu;

function isDay(text: string, at: number, word: string): boolean {
  if (!DAY_OR_WORD.has(word.toLowerCase())) return true;
  if (DAY_BEFORE.test(text.slice(Math.max(0, at - 12), at))) return true;
  const after = text.slice(at + word.length);
  return !WORD_AFTER.test(after) && (at === 0 || DAY_AFTER.test(after));
}

/** The text with each whole word of text-speak written out ("wat r u" → "what are you"). */
export function writeOutTextSpeak(text: string): string {
  return text.replace(TEXT_SPEAK_WORD, (word, at: number) => {
    if (!isDay(text, at, word)) return word;
    const plain = TEXT_SPEAK[word.toLowerCase()];
    // A lone capital "U" or "R" may be an initial ("W/" and "W/O" too); text-speak is typed in
    // lower case.
    const initial = word.length === 1 || word.includes('/');
    if (plain === undefined || (initial && word !== word.toLowerCase())) return word;
    return keepCase(word, plain);
  });
}

/** A message written mostly in capitals ("WHERE IS MY ORDER"), which reads as shouting. */
export function isShouting(message: string): boolean {
  const letters = message.replace(/[^\p{L}]/gu, '');
  if (letters.length < 12) return false;
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return upper / letters.length > 0.8;
}
