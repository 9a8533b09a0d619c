import type { DocumentBlock } from './document-chunks';

/**
 * One line of a PDF page as the text extractor gives it: the text, its baseline's height on the
 * page (PDF units grow upwards, so the next line down has a smaller y) and its font size.
 */
export interface PdfLine {
  text: string;
  y: number;
  size: number;
}

/** A line this much larger than the body text is a heading (when short). */
const HEADING_SIZE_RATIO = 1.15;
const HEADING_MAX_CHARS = 120;
/** A gap between lines this many times the usual line spacing starts a new paragraph. */
const PARAGRAPH_GAP_RATIO = 1.5;
const HEADING_LEVELS = 3;

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The font size most of the text is set in (by characters), i.e. the body size. */
function bodySize(pages: readonly (readonly PdfLine[])[]): number {
  const chars = new Map<number, number>();
  for (const line of pages.flat()) {
    const size = round(line.size);
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestChars = -1;
  for (const [size, count] of chars) {
    if (count > bestChars) {
      best = size;
      bestChars = count;
    }
  }
  return best;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The usual distance between two body lines of one paragraph (the median gap). */
function lineSpacing(pages: readonly (readonly PdfLine[])[], body: number): number {
  const gaps: number[] = [];
  for (const lines of pages) {
    for (let i = 1; i < lines.length; i++) {
      const gap = lines[i - 1]!.y - lines[i]!.y;
      if (gap > 0 && round(lines[i]!.size) === body) gaps.push(gap);
    }
  }
  return median(gaps) ?? body * 1.2;
}

/** Joins a paragraph's lines, mending words hyphenated across a line break ('wrap-' + 'ping'). */
function joinLines(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (text === '') text = line;
    else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else text = `${text} ${line}`;
  }
  return text;
}

/**
 * A PDF's pages as headings and paragraphs. PDFs keep no structure, only positioned text, so it
 * is inferred the way a reader sees it: short lines set clearly larger than the body text are
 * headings (the largest size is level 1), and a gap well over the usual line spacing, a change
 * between heading and body, or a new page ends a paragraph. Pages are numbered from 1.
 */
export function pdfBlocks(pages: readonly (readonly PdfLine[])[]): DocumentBlock[] {
  const cleaned = pages.map((lines) =>
    lines.map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() })).filter((l) => l.text !== ''),
  );
  const body = bodySize(cleaned);
  const spacing = lineSpacing(cleaned, body);
  const isHeading = (line: PdfLine) =>
    round(line.size) >= body * HEADING_SIZE_RATIO && line.text.length <= HEADING_MAX_CHARS;
  const headingSizes = [
    ...new Set(
      cleaned
        .flat()
        .filter(isHeading)
        .map((l) => round(l.size)),
    ),
  ].sort((a, b) => b - a);
  const levelOf = (line: PdfLine) => Math.min(headingSizes.indexOf(round(line.size)) + 1, HEADING_LEVELS);

  const blocks: DocumentBlock[] = [];
  cleaned.forEach((lines, index) => {
    const page = index + 1;
    let run: PdfLine[] = [];
    const close = () => {
      if (run.length === 0) return;
      const text = joinLines(run.map((l) => l.text));
      const first = run[0]!;
      blocks.push(
        isHeading(first)
          ? { kind: 'heading', level: levelOf(first), text, page }
          : { kind: 'paragraph', text, page },
      );
      run = [];
    };
    for (const line of lines) {
      const previous = run.at(-1);
      if (previous) {
        const gap = previous.y - line.y;
        const sameKind = isHeading(previous) === isHeading(line) && round(previous.size) === round(line.size);
        const limit = spacing * PARAGRAPH_GAP_RATIO * (isHeading(line) ? line.size / body : 1);
        if (!sameKind || gap <= 0 || gap > limit) close();
      }
      run.push(line);
    }
    close();
  });
  return blocks;
}
