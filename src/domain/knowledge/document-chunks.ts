import { KNOWLEDGE_LIMITS } from '../validation/knowledge';

/**
 * A document as a sequence of headings and paragraphs, whatever format it came in (the server's
 * parsers produce these); `page` is set for PDFs, so an item can say where its text stands.
 */
export type DocumentBlock =
  | { kind: 'heading'; level: number; text: string; page?: number }
  | { kind: 'paragraph'; text: string; page?: number };

/** One knowledge item made from a document. */
export interface DocumentChunk {
  title: string;
  content: string;
}

/**
 * Sizes of an item's text. Small enough that a search hit is about one thing and an agent can
 * quote it whole; large enough that a paragraph and its neighbours stay together.
 */
export const CHUNK_LIMITS = {
  /** A chunk is closed once the next paragraph would take it past this. */
  targetChars: 1200,
  /** No chunk is longer: longer paragraphs are cut between sentences, then between words. */
  maxChars: 2000,
  /** A last piece shorter than this joins the one before it when both fit in maxChars. */
  minTailChars: 200,
  /** Items one document may become; a longer one is refused, not cut off. */
  maxChunks: 2000,
} as const;

const PATH_SEPARATOR = ' › ';

function collapse(text: string): string {
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts text longer than `max` at whitespace (or hard, for one very long word). */
function cutAtWords(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const at = space > max / 2 ? space : max;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** A paragraph as pieces of at most `max` characters, cut between sentences where it can be. */
export function splitLongText(text: string, max: number = CHUNK_LIMITS.maxChars): string[] {
  if (text.length <= max) return [text];
  const sentences = text.split(/(?<=[.!?…])\s+/);
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((s) => cutAtWords(s, max))) {
    if (current && current.length + 1 + sentence.length > max) {
      pieces.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** A paragraph with the page it starts on (PDFs only). */
export interface Paragraph {
  text: string;
  page?: number;
}

/** Paragraphs packed into chunk bodies of about targetChars, none over maxChars. */
export function packParagraphs(paragraphs: readonly Paragraph[]): Paragraph[] {
  const bodies: Paragraph[] = [];
  let current: Paragraph | null = null;
  for (const paragraph of paragraphs) {
    for (const text of splitLongText(paragraph.text)) {
      if (current === null) {
        current = { text, page: paragraph.page };
      } else if (current.text.length + 2 + text.length > CHUNK_LIMITS.targetChars) {
        bodies.push(current);
        current = { text, page: paragraph.page };
      } else {
        current.text = `${current.text}\n\n${text}`;
      }
    }
  }
  if (current !== null) bodies.push(current);
  const last = bodies.at(-1);
  const before = bodies.at(-2);
  if (
    last !== undefined &&
    before !== undefined &&
    last.text.length < CHUNK_LIMITS.minTailChars &&
    before.text.length + 2 + last.text.length <= CHUNK_LIMITS.maxChars
  ) {
    bodies.splice(-2, 2, { ...before, text: `${before.text}\n\n${last.text}` });
  }
  return bodies;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

interface Section {
  /** The headings this section sits under, outermost first. */
  path: string[];
  paragraphs: Paragraph[];
}

function baseTitle(documentTitle: string, path: readonly string[], page: number | undefined): string {
  if (path.length > 0) return `${documentTitle}: ${path.join(PATH_SEPARATOR)}`;
  if (page !== undefined) return `${documentTitle}, page ${page}`;
  return documentTitle;
}

/**
 * Splits a document into knowledge items an agent can cite. Each heading starts a section; a
 * section's paragraphs are packed into items of about CHUNK_LIMITS.targetChars. Titles carry the
 * document's name and the section's headings ('Price list: Wraps › Vans (part 2 of 3)'; for a PDF
 * without headings, the page the text starts on), and each item's text begins with its nearest
 * heading, so a hit read on its own still says what it is about. A heading with nothing under it
 * (before the next heading of its level or above, or the end) becomes an item of its own, so no
 * text of the document is lost.
 */
export function chunkDocument(
  blocks: readonly DocumentBlock[],
  options: { documentTitle: string },
): DocumentChunk[] {
  const documentTitle = truncate(collapse(options.documentTitle), 120) || 'Document';
  const chunks: DocumentChunk[] = [];
  const stack: { level: number; text: string }[] = [];
  let section: Section = { path: [], paragraphs: [] };

  const flush = (nextHeadingLevel: number | null) => {
    const heading = stack.at(-1);
    let paragraphs = section.paragraphs;
    if (paragraphs.length === 0) {
      const hasChild = heading !== undefined && nextHeadingLevel !== null && nextHeadingLevel > heading.level;
      if (!heading || hasChild) return;
      paragraphs = [{ text: heading.text }];
    }
    const bodies = packParagraphs(paragraphs);
    bodies.forEach((body, index) => {
      const part = bodies.length > 1 ? ` (part ${index + 1} of ${bodies.length})` : '';
      const title = baseTitle(documentTitle, section.path, body.page);
      const lead = heading && body.text !== heading.text ? `${heading.text}\n` : '';
      chunks.push({
        title: `${truncate(title, KNOWLEDGE_LIMITS.titleChars - part.length)}${part}`,
        content: `${lead}${body.text}`,
      });
    });
  };

  for (const block of blocks) {
    const text = collapse(block.text);
    if (text === '') continue;
    if (block.kind === 'heading') {
      flush(block.level);
      while ((stack.at(-1)?.level ?? 0) >= block.level) stack.pop();
      stack.push({ level: block.level, text: truncate(text.replace(/\s+/g, ' '), 150) });
      section = { path: stack.map((h) => h.text), paragraphs: [] };
    } else {
      section.paragraphs.push({ text, page: block.page });
    }
  }
  flush(null);
  return chunks;
}
