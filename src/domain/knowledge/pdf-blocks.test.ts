import { describe, expect, it } from 'vitest';
import { type PdfLine, pdfBlocks } from './pdf-blocks';

/** Lines set top to bottom from y=700, `gap` apart unless a line says otherwise. */
function page(lines: Array<[text: string, size?: number, gapBefore?: number]>): PdfLine[] {
  let y = 700;
  return lines.map(([text, size = 12, gap = 14]) => {
    y -= gap;
    return { text, y, size };
  });
}

describe('pdfBlocks', () => {
  it('joins lines into paragraphs and starts a new one at a wide gap', () => {
    const blocks = pdfBlocks([
      page([['We wrap vans'], ['and trucks.'], ['Every wrap has', 12, 30], ['a warranty.']]),
    ]);
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'We wrap vans and trucks.', page: 1 },
      { kind: 'paragraph', text: 'Every wrap has a warranty.', page: 1 },
    ]);
  });

  it('takes short lines set larger than the body for headings, the largest as level 1', () => {
    const blocks = pdfBlocks([
      page([
        ['Price list', 24],
        ['Vans', 16, 30],
        ['Vans start at two thousand.'],
        ['Boats', 16, 30],
        ['On request.'],
      ]),
    ]);
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Price list', page: 1 },
      { kind: 'heading', level: 2, text: 'Vans', page: 1 },
      { kind: 'paragraph', text: 'Vans start at two thousand.', page: 1 },
      { kind: 'heading', level: 2, text: 'Boats', page: 1 },
      { kind: 'paragraph', text: 'On request.', page: 1 },
    ]);
  });

  it('mends words hyphenated across lines and numbers pages from 1', () => {
    const blocks = pdfBlocks([page([['First page.']]), page([['Profes-'], ['sional in-'], ['stallation.']])]);
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'First page.', page: 1 },
      { kind: 'paragraph', text: 'Professional installation.', page: 2 },
    ]);
  });

  it('yields nothing for pages without text (a scan)', () => {
    expect(pdfBlocks([[], page([['  ']])])).toEqual([]);
  });
});
