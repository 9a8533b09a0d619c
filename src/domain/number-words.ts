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

/** The text with each number written in several words (or one the parsers do not know) in digits. */
export function spelledNumbersAsDigits(text: string): string {
  if (!/[a-z]/i.test(text)) return text;
  return text.replace(RUN, (run) => {
    const words = run.toLowerCase().split(/[\s-]+/);
    if (words.length === 1 && words[0]! in SINGLE_NUMBER_WORDS) return run;
    const value = valueOfNumberWords(run);
    return value === undefined ? run : String(value);
  });
}
