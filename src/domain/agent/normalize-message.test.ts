import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMessage, TEXT_SPEAK } from './normalize-message';

/** Every word of the message looked up, as this function read it before (the reference). */
function readingEveryWord(message: string): string {
  const word = /(?<![\p{L}\p{N}'/])(?:w\/o|w\/|[\p{L}\p{N}]+)(?![\p{L}\p{N}'])/gu;
  const heldDown = /(\p{L})\1{2,}/gu;
  const kept = new Set([
    ...'you thank thanks please yes so hi hey hello no love nice wow ok okay sure yay cute perfect awesome amazing gorgeous beautiful lovely stunning omg lol'.split(
      ' ',
    ),
    ...Object.values(TEXT_SPEAK).filter((plain) => !plain.includes(' ')),
  ]);
  const quoted = message.replace(/[’‘]/g, "'");
  const straight = /(\p{L})\1\1/u.test(quoted)
    ? quoted.replace(/\p{L}+/gu, (w) => {
        const once = w.replace(heldDown, '$1');
        return kept.has(once.toLowerCase()) ? once : w.replace(heldDown, '$1$1');
      })
    : quoted;
  const expanded = straight.replace(word, (w) => {
    const plain = TEXT_SPEAK[w.toLowerCase()];
    if (plain === undefined || (w.length === 1 && w !== w.toLowerCase())) return w;
    return w.length > 1 && w === w.toUpperCase() ? plain.toUpperCase() : plain;
  });
  return expanded.replace(
    /(?<![\p{N}.,$€£#-])\b([24])\s+(?=(?:a|an|the|my|our|your|his|her|their|me|us|you|it|this|that|these|those|get|know|be|do|see|make|book|have|ask|talk|speak)\b)/giu,
    (_m, digit: string) => (digit === '4' ? 'for ' : 'to '),
  );
}

/** A message of text-speak, ordinary words and what may stand between them, in any case. */
const messages = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        ...Object.keys(TEXT_SPEAK),
        'wrap',
        'open',
        'sooo',
        'heyyy',
        'van',
        'w',
        'o',
        'ſun',
        'ürr',
        '4',
        '2',
      ),
      fc.constantFrom('lower', 'upper', 'capital'),
      fc.constantFrom(' ', ' ', ' ', "'", '/', ',', '-', '?', '.', '', 'é', '9', '’', '  '),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((words) =>
    words
      .map(([word, casing, after]) => {
        const cased =
          casing === 'upper'
            ? word.toUpperCase()
            : casing === 'capital'
              ? word[0]!.toUpperCase() + word.slice(1)
              : word;
        return cased + after;
      })
      .join(''),
  );

describe('normalizeMessage', () => {
  it('writes text-speak out in plain spelling and leaves other words as typed', () => {
    expect(normalizeMessage('wat time r u open 2moro?')).toBe('what time are you open tomorrow?');
    expect(normalizeMessage('Can U do it w/o the logo, thx')).toBe('Can U do it without the logo, thanks');
    expect(normalizeMessage('PLS SEND INFO')).toBe('PLEASE SEND INFORMATION');
    expect(normalizeMessage('don’t rush, ur van is fine')).toBe("don't rush, your van is fine");
    expect(normalizeMessage('heyyy is it sooo cool')).toBe('hey is it so cool');
    expect(normalizeMessage('need 2 know 4 a full wrap, 4 vans')).toBe(
      'need to know for a full wrap, 4 vans',
    );
    expect(normalizeMessage('your shop, youre sure? Sunday')).toBe('your shop, youre sure? Sunday');
  });

  it('reads every message the same as looking up each of its words', () => {
    const typed = [
      'hw much 4 a full wrap on a transit? thx',
      "Hiii!! r u open on sat, n wat r ur hrs?? I'm in Leeds",
      'Can u do the van w/ our logo + w/o the old stripes b4 fri',
      'WHATS THE PRICE 2 WRAP MY CAR',
      'idk the size tbh, its a ford ranger 2019 (ne1 done one b4?)',
      'ok cool ty, sum1 will call me 2moro rn?',
      "Wont it peel? my mate's did after 1 yr",
      'Est-ce que vous livrez en Belgique ? merci',
      '¿Hacen envíos a España? gracias',
      'need 2 colours, 4 vans, 2 trucks; budget ~£4k',
      'plz plz plz!!! thanks soooo much',
      'email me at dana@wrapshop.co.uk or txt 07700 900123',
    ];
    for (const message of typed) expect(normalizeMessage(message), message).toBe(readingEveryWord(message));
    fc.assert(
      fc.property(messages, (message) => normalizeMessage(message) === readingEveryWord(message)),
      { numRuns: 5000 },
    );
  });
});
