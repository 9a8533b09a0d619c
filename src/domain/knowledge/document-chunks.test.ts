import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_LIMITS } from '../validation/knowledge';
import {
  CHUNK_LIMITS,
  chunkDocument,
  type DocumentBlock,
  packParagraphs,
  splitLongText,
} from './document-chunks';

const h = (level: number, text: string, page?: number): DocumentBlock => ({
  kind: 'heading',
  level,
  text,
  page,
});
const p = (text: string, page?: number): DocumentBlock => ({ kind: 'paragraph', text, page });
const words = (count: number, word = 'wrap') => Array.from({ length: count }, () => word).join(' ');

describe('chunkDocument', () => {
  it('makes one item per section, titled with the document and the heading path, text led by its heading', () => {
    const chunks = chunkDocument(
      [
        p('Welcome to Acme Wraps.'),
        h(1, 'Services'),
        p('We wrap vans and trucks.'),
        h(2, 'Fleet wraps'),
        p('Fleets of five or more get a discount.'),
        h(1, 'Warranty'),
        p('Every wrap carries a five-year warranty.'),
      ],
      { documentTitle: 'Acme guide' },
    );
    expect(chunks).toEqual([
      { title: 'Acme guide', content: 'Welcome to Acme Wraps.' },
      { title: 'Acme guide: Services', content: 'Services\nWe wrap vans and trucks.' },
      {
        title: 'Acme guide: Services › Fleet wraps',
        content: 'Fleet wraps\nFleets of five or more get a discount.',
      },
      { title: 'Acme guide: Warranty', content: 'Warranty\nEvery wrap carries a five-year warranty.' },
    ]);
  });

  it('keeps a heading with nothing under it as an item of its own, but not a parent of subheadings', () => {
    const chunks = chunkDocument(
      [h(1, 'Prices'), h(2, 'Vans'), p('From 2,000.'), h(2, 'Call us for boats')],
      {
        documentTitle: 'Doc',
      },
    );
    expect(chunks.map((c) => c.title)).toEqual(['Doc: Prices › Vans', 'Doc: Prices › Call us for boats']);
    expect(chunks[1]!.content).toBe('Call us for boats');
  });

  it('splits a long section into numbered parts of bounded size, between paragraphs', () => {
    const paragraphs = Array.from({ length: 8 }, (_, i) => p(`${i} ${words(60)}.`));
    const chunks = chunkDocument([h(1, 'Care'), ...paragraphs], { documentTitle: 'Manual' });
    expect(chunks.length).toBeGreaterThan(1);
    chunks.forEach((chunk, i) => {
      expect(chunk.title).toBe(`Manual: Care (part ${i + 1} of ${chunks.length})`);
      expect(chunk.content.startsWith('Care\n')).toBe(true);
      expect(chunk.content.length).toBeLessThanOrEqual(CHUNK_LIMITS.maxChars + 'Care\n'.length);
    });
    expect(chunks.map((c) => c.content.replace('Care\n', '')).join('\n\n')).toBe(
      paragraphs.map((b) => b.text).join('\n\n'),
    );
  });

  it('names the page a PDF section without headings starts on', () => {
    const chunks = chunkDocument([p('Opening hours are 9 to 5.', 1), p(words(400), 2)], {
      documentTitle: 'Flyer',
    });
    expect(chunks.map((c) => c.title)).toEqual([
      'Flyer, page 1 (part 1 of 2)',
      'Flyer, page 2 (part 2 of 2)',
    ]);
  });

  it('skips empty blocks and yields nothing for a document without text', () => {
    expect(chunkDocument([p('  '), p('\n')], { documentTitle: 'Empty' })).toEqual([]);
  });

  it('keeps every title within the item limit', () => {
    const chunks = chunkDocument([h(1, 'x'.repeat(500)), p('text')], { documentTitle: 'y'.repeat(300) });
    expect(chunks[0]!.title.length).toBeLessThanOrEqual(KNOWLEDGE_LIMITS.titleChars);
  });

  it('loses no words (a parent heading stays in its sections’ titles) and keeps sizes bounded', () => {
    const block = fc.oneof(
      fc.record({
        kind: fc.constant('heading' as const),
        level: fc.integer({ min: 1, max: 4 }),
        text: fc.lorem({ maxCount: 6 }),
      }),
      fc.record({ kind: fc.constant('paragraph' as const), text: fc.lorem({ maxCount: 600 }) }),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 12 }), (blocks) => {
        const chunks = chunkDocument(blocks, { documentTitle: 'Doc' });
        const out = chunks.map((c) => `${c.title} ${c.content}`).join(' ');
        for (const b of blocks)
          for (const word of b.text.split(/\s+/).filter(Boolean)) expect(out).toContain(word);
        for (const c of chunks) {
          expect(c.content.length).toBeLessThanOrEqual(CHUNK_LIMITS.maxChars + 160);
          expect(c.title.length).toBeLessThanOrEqual(KNOWLEDGE_LIMITS.titleChars);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('splitLongText', () => {
  it('cuts between sentences, then between words, never over the limit', () => {
    expect(splitLongText('One. Two. Three.', 10)).toEqual(['One. Two.', 'Three.']);
    expect(splitLongText(`${'a'.repeat(25)} b`, 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'aaaaa b']);
  });
});

describe('packParagraphs', () => {
  it('joins a short last piece to the one before it', () => {
    const bodies = packParagraphs([{ text: words(230) }, { text: 'Short tail.' }]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.text.endsWith('\n\nShort tail.')).toBe(true);
  });
});
