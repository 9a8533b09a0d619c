/**
 * Numbers written out in English words, turned into digits before a message's sizes and counts
 * are read: "two hundred and twenty sq ft", "ninety-five", "a thousand flyers". Only numbers that
 * take more than one word, or a word the size and count parsers do not know on its own ("ninety"),
 * are rewritten: "one" alone stays a word, since "the blue one" counts nothing.
 */

const ONES: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };

/**
 * The single words the size and count parsers read as they are (one to nineteen, twenty to fifty);
 * any other number word, or a number of several words, becomes digits first.
 */
export const SINGLE_NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(ONES).filter(([word]) => word !== 'zero')),
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};

const WORD = [...Object.keys(ONES), ...Object.keys(TENS), ...Object.keys(SCALES)].join('|');
/** A run of number words, with "and", hyphens and "a" (as in "a hundred") between them. */
const RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:an?\s+(?=hundred|thousand))?(?:${WORD})(?:(?:\s+and\s+|[\s-]+)(?:${WORD}))*(?![\p{L}\p{N}])`,
  'giu',
);

/** The value of a run of number words, or undefined when the words do not make one number. */
export function valueOfNumberWords(run: string): number | undefined {
  const words = run
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word !== 'and');
  if (words[0] === 'a' || words[0] === 'an') words[0] = 'one';
  let total = 0;
  let group = 0;
  // What the previous word was: a number word may only follow a larger unit ("twenty five", not
  // "five twenty"), so "two three" is two numbers, not one.
  let last: 'none' | 'ones' | 'tens' | 'hundred' | 'thousand' = 'none';
  for (const word of words) {
    if (word in ONES) {
      if (last === 'ones' || (last === 'tens' && ONES[word]! >= 10)) return undefined;
      group += ONES[word]!;
      last = 'ones';
    } else if (word in TENS) {
      if (last === 'ones' || last === 'tens') return undefined;
      group += TENS[word]!;
      last = 'tens';
    } else if (word === 'hundred') {
      if (last !== 'ones' || group >= 10 || group === 0) return undefined;
      group *= 100;
      last = 'hundred';
    } else if (word === 'thousand') {
      if (last === 'none' || last === 'thousand' || total > 0) return undefined;
      total = group * 1000;
      group = 0;
      last = 'thousand';
    } else return undefined;
  }
  return total + group;
}

/**
 * A whole number and a part of one, as a size is said: "two and a half feet", "12 and a quarter",
 * "2 1/2 ft", "2-1/2", "2½". The parts are halves, quarters and three quarters; the number before
 * may be digits or one number word ("twelve and a half").
 */
const PARTS_OF_ONE: Readonly<Record<string, number>> = {
  half: 0.5,
  quarter: 0.25,
  'three quarters': 0.75,
  '1/2': 0.5,
  '1/4': 0.25,
  '3/4': 0.75,
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
};
const AND_A_PART = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(?<n>\d+|${Object.keys(SINGLE_NUMBER_WORDS).join('|')})(?:\s+and\s+(?:an?\s+|one\s+)?(?<part>half|quarter|three\s+quarters)(?![\p{L}])|(?:\s+|-)?(?<written>[½¼¾])|(?:\s+|-)(?<slashed>[13]\/[24])(?![\p{N}\/]))`,
  'giu',
);
/** Cheap gate: most messages hold no half or quarter. */
const ANY_PART_OF_ONE = /half|quarter|[½¼¾]|\d\/\d/i;

function withPartsOfOne(text: string): string {
  if (!ANY_PART_OF_ONE.test(text)) return text;
  return text.replace(AND_A_PART, (whole, ...args) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    const written = (groups.part ?? groups.written ?? groups.slashed ?? '')
      .toLowerCase()
      .replace(/\s+/g, ' ');
    const part = PARTS_OF_ONE[written];
    const n = groups.n!.toLowerCase();
    const value = SINGLE_NUMBER_WORDS[n] ?? Number(n);
    return part === undefined || !Number.isFinite(value) ? whole : String(value + part);
  });
}

/** The text with each number written in several words (or one the parsers do not know) in digits. */
export function spelledNumbersAsDigits(text: string): string {
  const spelled = !/[a-z]/i.test(text)
    ? text
    : text.replace(RUN, (run) => {
        const words = run.toLowerCase().split(/[\s-]+/);
        if (words.length === 1 && words[0]! in SINGLE_NUMBER_WORDS) return run;
        const value = valueOfNumberWords(run);
        return value === undefined ? run : String(value);
      });
  return withPartsOfOne(spelled);
}

/**
 * Numbers written in words in the other languages the agent reads (language.ts): "doscientos pies
 * cuadrados", "deux cents pieds carrés", "trecento piedi", "zweihundert Fuß". A small table per
 * language (accents dropped, as `plain` writes them), summed the way the words are said: a hundred
 * or a thousand multiplies what comes before it ("dos mil"), every other word adds ("ciento
 * veinte", "treinta y cinco"). German and Dutch write the hundreds as one word; those are listed.
 */
const FOREIGN_NUMBER_WORDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  es: table(
    'un:1 uno:1 una:1 dos:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 once:11 doce:12 trece:13 catorce:14 quince:15 dieciseis:16 diecisiete:17 dieciocho:18 diecinueve:19 veinte:20 veintiuno:21 veintidos:22 veinticinco:25 treinta:30 cuarenta:40 cincuenta:50 sesenta:60 setenta:70 ochenta:80 noventa:90 cien:100 ciento:100 doscientos:200 doscientas:200 trescientos:300 trescientas:300 cuatrocientos:400 quinientos:500 seiscientos:600 setecientos:700 ochocientos:800 novecientos:900 mil:1000',
  ),
  fr: table(
    'un:1 une:1 deux:2 trois:3 quatre:4 cinq:5 six:6 sept:7 huit:8 neuf:9 dix:10 onze:11 douze:12 quinze:15 vingt:20 vingts:20 trente:30 quarante:40 cinquante:50 soixante:60 cent:100 cents:100 mille:1000',
  ),
  it: table(
    'uno:1 una:1 due:2 tre:3 quattro:4 cinque:5 sei:6 sette:7 otto:8 nove:9 dieci:10 quindici:15 venti:20 trenta:30 quaranta:40 cinquanta:50 sessanta:60 settanta:70 ottanta:80 novanta:90 cento:100 duecento:200 trecento:300 quattrocento:400 cinquecento:500 seicento:600 mille:1000',
  ),
  pt: table(
    'um:1 uma:1 dois:2 duas:2 tres:3 quatro:4 cinco:5 seis:6 sete:7 oito:8 nove:9 dez:10 quinze:15 vinte:20 trinta:30 quarenta:40 cinquenta:50 sessenta:60 setenta:70 oitenta:80 noventa:90 cem:100 cento:100 duzentos:200 trezentos:300 quatrocentos:400 quinhentos:500 seiscentos:600 mil:1000',
  ),
  de: table(
    'ein:1 eins:1 eine:1 zwei:2 drei:3 vier:4 funf:5 sechs:6 sieben:7 acht:8 neun:9 zehn:10 elf:11 zwolf:12 zwanzig:20 dreissig:30 vierzig:40 funfzig:50 sechzig:60 siebzig:70 achtzig:80 neunzig:90 hundert:100 einhundert:100 zweihundert:200 dreihundert:300 vierhundert:400 funfhundert:500 tausend:1000',
  ),
  nl: table(
    'een:1 twee:2 drie:3 vier:4 vijf:5 zes:6 zeven:7 acht:8 negen:9 tien:10 elf:11 twaalf:12 twintig:20 dertig:30 veertig:40 vijftig:50 zestig:60 zeventig:70 tachtig:80 negentig:90 honderd:100 tweehonderd:200 driehonderd:300 vierhonderd:400 vijfhonderd:500 duizend:1000',
  ),
};
/** Words joining the parts of a number: "treinta y cinco", "vingt et un", "trinta e cinco". */
const FOREIGN_JOINERS = new Set(['y', 'et', 'e', 'und', 'en']);
const BARE_SCALES = new Set(['cien', 'ciento', 'cent', 'cents', 'cento', 'cem', 'hundert', 'honderd']);

function table(entries: string): Readonly<Record<string, number>> {
  return Object.fromEntries(
    entries
      .split(' ')
      .map((entry) => entry.split(':') as [string, string])
      .map(([w, n]) => [w, Number(n)]),
  );
}

const bare = (word: string) =>
  word.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * German and Dutch write a whole number as one word, the units before the tens: "hundertzwanzig",
 * "fünfundzwanzig", "zweihundertfünfzig", "eenentwintig". Such a word is read by its parts (the
 * table's words and the joiner), longest first; a word that is not made only of them is no number.
 */
const COMPOUND_JOINER: Readonly<Record<string, string>> = { de: 'und', nl: 'en' };

function compoundParts(
  word: string,
  words: Readonly<Record<string, number>>,
  joiner: string,
): string[] | null {
  const parts: string[] = [];
  let rest = word;
  while (rest !== '') {
    let part = '';
    for (let end = rest.length; end > 0; end--) {
      const piece = rest.slice(0, end);
      if (words[piece] !== undefined || (piece === joiner && parts.length > 0)) {
        part = piece;
        break;
      }
    }
    if (part === '') return null;
    parts.push(part);
    rest = rest.slice(part.length);
  }
  return parts.length >= 2 && parts.at(-1) !== joiner ? parts : null;
}

/** The value of a compound's parts: a hundred or a thousand multiplies what comes before it. */
function compoundValue(parts: readonly string[], words: Readonly<Record<string, number>>): number {
  let total = 0;
  let group = 0;
  for (const part of parts) {
    const value = words[part];
    if (value === undefined) continue;
    if (value === 1000) {
      total += (group || 1) * 1000;
      group = 0;
    } else if (value === 100 && BARE_SCALES.has(part) && group > 0 && group < 10) group *= 100;
    else group += value;
  }
  return total + group;
}

function compoundsAsDigits(text: string, language: string, words: Readonly<Record<string, number>>): string {
  const joiner = COMPOUND_JOINER[language];
  if (joiner === undefined) return text;
  return text.replace(/\p{L}{6,}/gu, (written) => {
    const word = bare(written);
    if (words[word] !== undefined) return written;
    const parts = compoundParts(word, words, joiner);
    return parts ? String(compoundValue(parts, words)) : written;
  });
}

/**
 * The text with each number written in words of `language` in digits. A single word under twenty
 * stays as written ("una furgoneta" counts nothing), as in English.
 */
export function foreignNumbersAsDigits(written: string, language: string): string {
  const words = FOREIGN_NUMBER_WORDS[language];
  if (words === undefined) return written;
  const text = compoundsAsDigits(written, language, words);
  const tokens = text.split(/(\s+)/);
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const start = i;
    const run: string[] = [];
    let j = i;
    // A run of number words, joined by spaces and joiners ("treinta y cinco"). A word continues
    // the number only as it is said: after a hundred or a thousand, or smaller than a tens word
    // before it; "dos y tres metros" and "cinco seis piezas" are two numbers, never their sum.
    let last = 0;
    while (j < tokens.length) {
      const word = bare(tokens[j]!);
      const value = words[word];
      if (value !== undefined) {
        const continues =
          run.length === 0 ||
          value >= 1000 ||
          (value === 100 && BARE_SCALES.has(word) && last < 10) ||
          last % 100 === 0 ||
          (last >= 20 && value < last);
        if (!continues) break;
        run.push(word);
        last = value;
        i = j + 1;
      } else if (!(run.length > 0 && (/^\s+$/.test(tokens[j]!) || (FOREIGN_JOINERS.has(word) && last >= 20))))
        break;
      j++;
    }
    if (run.length === 0) {
      out.push(tokens[start]!);
      i = start + 1;
      continue;
    }
    let total = 0;
    let group = 0;
    for (const word of run) {
      const value = words[word]!;
      if (value === 1000) {
        total += (group || 1) * 1000;
        group = 0;
      } else if (value === 100 && BARE_SCALES.has(word) && group > 0 && group < 10) group *= 100;
      else group += value;
    }
    const value = total + group;
    out.push(run.length === 1 && value < 20 ? tokens.slice(start, i).join('') : String(value));
  }
  return out.join('');
}
