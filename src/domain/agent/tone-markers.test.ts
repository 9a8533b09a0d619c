import { describe, expect, it } from 'vitest';
import { TONE_VALUES } from '../validation/preview-questionnaire';
import { TEMPLATES, type TemplateKey, WELCOME } from './persona-templates';
import { matchesTone, toneMismatches } from './tone-markers';

describe('toneMismatches', () => {
  it('accepts a reply in each tone and names what is off in the others', () => {
    expect(toneMismatches('Thank you. I will send your quote now.', 'professional')).toEqual([]);
    expect(toneMismatches("Awesome, it's on its way!", 'professional')).toEqual([
      'uses a contraction',
      'uses an exclamation mark',
    ]);
    expect(toneMismatches('It is my pleasure to help.', 'professional')).toEqual(['uses a premium flourish']);

    expect(toneMismatches("Sure thing, I'll check.", 'casual')).toEqual([]);
    expect(toneMismatches('I will check.', 'casual')).toEqual(['has no contraction']);

    expect(toneMismatches('It would be my pleasure to assist you.', 'premium')).toEqual([]);
    expect(toneMismatches("Great! I'll help.", 'premium')).toEqual([
      'uses a contraction',
      'uses an exclamation mark',
      'has no refined turn of phrase',
    ]);

    expect(toneMismatches('Reply now and I will book it.', 'urgent')).toEqual([]);
    expect(toneMismatches('That is fine.', 'urgent')).toEqual(['has no call to action']);
  });

  it('reads curly apostrophes as straight ones and refuses emoji in every tone', () => {
    expect(matchesTone('I’ll send it over.', 'casual')).toBe(true);
    expect(matchesTone('I’ll send it over.', 'professional')).toBe(false);
    for (const tone of TONE_VALUES) expect(toneMismatches('Sure 😀', tone)).toContain('uses emoji');
  });

  it('agrees with every persona template of the built-in engine', () => {
    for (const tone of TONE_VALUES) {
      const templates = [
        ...(Object.keys(TEMPLATES[tone]) as TemplateKey[]).flatMap((key) => TEMPLATES[tone][key]),
        ...Object.values(WELCOME[tone]),
      ];
      for (const template of templates)
        expect([tone, template, toneMismatches(template, tone)]).toEqual([tone, template, []]);
    }
  });
});
