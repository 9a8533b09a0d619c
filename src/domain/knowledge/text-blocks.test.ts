import { describe, expect, it } from 'vitest';
import { plainTextBlocks } from './text-blocks';

describe('plainTextBlocks', () => {
  it('splits on blank lines, keeping line breaks inside a paragraph', () => {
    expect(plainTextBlocks('Line one\r\nline two.\r\n\r\n- a\n- b\n')).toEqual([
      { kind: 'paragraph', text: 'Line one\nline two.' },
      { kind: 'paragraph', text: '- a\n- b' },
    ]);
  });

  it('takes underlined lines and short unpunctuated lines before more text for headings', () => {
    expect(
      plainTextBlocks('Opening hours\n=============\nMon to Fri.\n\nReturns\n\nWithin 30 days.\n\nThe end'),
    ).toEqual([
      { kind: 'heading', level: 1, text: 'Opening hours' },
      { kind: 'paragraph', text: 'Mon to Fri.' },
      { kind: 'heading', level: 1, text: 'Returns' },
      { kind: 'paragraph', text: 'Within 30 days.' },
      { kind: 'paragraph', text: 'The end' },
    ]);
  });

  it('does not take a sentence or a list item for a heading', () => {
    expect(plainTextBlocks('We open at nine.\n\n- Vans\n\nMore.').map((b) => b.kind)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
  });

  it('yields nothing for blank text', () => {
    expect(plainTextBlocks(' \n\n\t\n')).toEqual([]);
  });
});
