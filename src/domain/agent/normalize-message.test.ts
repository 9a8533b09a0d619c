import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMessage, TEXT_SPEAK, writeOutTextSpeak } from './normalize-message';

/**
 * Every word of the text looked up, as the function read it before (the reference): a word starts
 * after no letter, digit, apostrophe or slash and ends before no letter, digit or apostrophe, and
 * only a lower-case "w/" and "w/o" were words of their own.
 */
function everyWordLookedUp(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}'/])(?:w\/o|w\/|[\p{L}\p{N}]+)(?![\p{L}\p{N}'])/gu, (word) => {
    const plain = TEXT_SPEAK[word.toLowerCase()];
    // A capital lone letter or slashed abbreviation ("U", "W/O", "w/O") may be an initial: kept.
    const initial = word.length === 1 || word.includes('/');
    if (plain === undefined || (initial && word !== word.toLowerCase())) return word;
    return word.length > 1 && word === word.toUpperCase() ? plain.toUpperCase() : plain;
  });
}

/** A message of text-speak, ordinary words and what may stand between them, in any case. */
const messages = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        // The days that are everyday words too ("sun faded") are read by what stands around them.
        ...Object.keys(TEXT_SPEAK).filter((word) => !['sun', 'sat', 'wed'].includes(word)),
        'wrap',
        'open',
        'sooo',
        'heyyy',
        'van',
        'w',
        'o',
        'ſhld',
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

  it('writes out text-speak as looking up each word of the message did', () => {
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
    for (const message of typed) expect(writeOutTextSpeak(message), message).toBe(everyWordLookedUp(message));
    // Found by the generated messages: a slashed abbreviation in capitals is kept as typed.
    expect(writeOutTextSpeak('w/O the logo, W/O stripes, w/o paint')).toBe(
      'w/O the logo, W/O stripes, without paint',
    );
    fc.assert(
      fc.property(messages, (message) => writeOutTextSpeak(message) === everyWordLookedUp(message)),
      { numRuns: 5000 },
    );
  });
});
