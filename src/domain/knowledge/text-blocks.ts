import type { DocumentBlock } from './document-chunks';

const HEADING_MAX_CHARS = 80;

/** Underlines that make the line above a heading ('=====' level 1, '-----' level 2). */
function underlineLevel(line: string): number | null {
  if (/^=+$/.test(line)) return 1;
  if (/^-+$/.test(line)) return 2;
  return null;
}

function looksLikeHeading(paragraph: string): boolean {
  return (
    !paragraph.includes('\n') &&
    paragraph.length <= HEADING_MAX_CHARS &&
    /\p{L}/u.test(paragraph) &&
    !/[.!?,;]$/.test(paragraph) &&
    !/^[-*•]\s/.test(paragraph)
  );
}

/**
 * A plain-text file as headings and paragraphs. Paragraphs are separated by blank lines; a line
 * break inside one is kept (lists, addresses). Text files have no markup, so a heading is what
 * a reader takes for one: a line underlined with === or ---, or a short single-line paragraph
 * without closing punctuation followed by more text.
 */
export function plainTextBlocks(text: string): DocumentBlock[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.replace(/[ \t]+/g, ' ').trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((p) => p !== '');

  const blocks: DocumentBlock[] = [];
  paragraphs.forEach((paragraph, index) => {
    const lines = paragraph.split('\n');
    const level = lines.length >= 2 ? underlineLevel(lines[1]!) : null;
    if (level !== null && lines[0]!.length <= HEADING_MAX_CHARS) {
      blocks.push({ kind: 'heading', level, text: lines[0]! });
      const rest = lines.slice(2).join('\n');
      if (rest) blocks.push({ kind: 'paragraph', text: rest });
    } else if (index < paragraphs.length - 1 && looksLikeHeading(paragraph)) {
      blocks.push({ kind: 'heading', level: 1, text: paragraph });
    } else {
      blocks.push({ kind: 'paragraph', text: paragraph });
    }
  });
  return blocks;
}
