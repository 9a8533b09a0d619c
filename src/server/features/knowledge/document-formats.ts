import type { CheerioAPI } from 'cheerio';
import type { Token, Tokens } from 'marked';
import type { DocumentBlock } from '../../../domain/knowledge/document-chunks';
import { type PdfLine, pdfBlocks } from '../../../domain/knowledge/pdf-blocks';

// Each supported format to headings and paragraphs (DocumentBlock), through its library:
// PDF.js (via unpdf) for PDF, mammoth for Word, marked's lexer for Markdown. What each throws is
// left to document-parser.ts to turn into the owner's message. The libraries are imported on
// first use: together they take seconds to load, which every start of the server would pay.

/** A PDF that asks for a password before it shows anything (PDF.js's PasswordException). */
export function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  height: number;
  transform: number[];
}

function isTextItem(item: unknown): item is PdfTextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** A page's text items as lines: PDF.js marks the item that ends each line (hasEOL). */
function pageLines(items: readonly unknown[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  for (const item of items) {
    if (!isTextItem(item)) continue;
    if (item.str !== '') {
      const size = item.height || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0);
      if (current === null) current = { text: item.str, y: item.transform[5] ?? 0, size };
      else {
        current.text += item.str;
        current.size = Math.max(current.size, size);
      }
    }
    if (item.hasEOL && current !== null) {
      lines.push(current);
      current = null;
    }
  }
  if (current !== null) lines.push(current);
  return lines;
}

/** The PDF's pages as blocks; `onPage` hears each page read (1-based) and the page count. */
export async function pdfDocumentBlocks(
  bytes: Uint8Array,
  onPage: (page: number, pages: number) => Promise<void>,
): Promise<DocumentBlock[]> {
  const { getDocumentProxy } = await import('unpdf');
  // PDF.js may take the buffer over; it gets a copy, the caller keeps its bytes.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  try {
    const pages: PdfLine[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageLines(content.items));
      page.cleanup();
      await onPage(number, pdf.numPages);
    }
    return pdfBlocks(pages);
  } finally {
    await pdf.destroy();
  }
}

/** A Word document's headings, paragraphs, lists and tables, through mammoth's HTML. */
export async function docxDocumentBlocks(bytes: Uint8Array): Promise<DocumentBlock[]> {
  const [{ default: mammoth }, { load }] = await Promise.all([import('mammoth'), import('cheerio')]);
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const $ = load(html, null, false);
  const blocks: DocumentBlock[] = [];
  $.root()
    .children()
    .each((_, element) => {
      const node = $(element);
      const tag = element.tagName?.toLowerCase() ?? '';
      const heading = /^h([1-6])$/.exec(tag);
      if (heading) {
        blocks.push({ kind: 'heading', level: Number(heading[1]), text: node.text() });
      } else if (tag === 'ul' || tag === 'ol') {
        const items = node.find('li').map((__, li) => `- ${$(li).text().trim()}`);
        blocks.push({ kind: 'paragraph', text: items.get().join('\n') });
      } else if (tag === 'table') {
        const rows = node.find('tr').map((__, tr) =>
          $(tr)
            .find('th, td')
            .map((___, cell) => $(cell).text().trim())
            .get()
            .join(' | '),
        );
        blocks.push({ kind: 'paragraph', text: rows.get().join('\n') });
      } else {
        blocks.push({ kind: 'paragraph', text: node.text() });
      }
    });
  return blocks;
}

/** Inline Markdown as the words a reader sees (a link keeps its address, an image its alt text). */
function inlineText(load: CheerioAPI['load'], tokens: readonly Token[] | undefined, fallback = ''): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'link': {
          const text = inlineText(load, token.tokens, token.text);
          return text === token.href ? text : `${text} (${token.href})`;
        }
        case 'image':
          return token.text;
        case 'br':
          return '\n';
        case 'html':
          return load(token.raw).text();
        case 'list':
          return `\n${(token as Tokens.List).items.map((item) => `- ${inlineText(load, item.tokens, item.text)}`).join('\n')}`;
        default:
          if ('tokens' in token && token.tokens) return inlineText(load, token.tokens);
          return 'text' in token && typeof token.text === 'string' ? token.text : '';
      }
    })
    .join('');
}

function markdownBlock(load: CheerioAPI['load'], token: Token, blocks: DocumentBlock[]): void {
  switch (token.type) {
    case 'heading':
      blocks.push({ kind: 'heading', level: token.depth, text: inlineText(load, token.tokens, token.text) });
      return;
    case 'paragraph':
    case 'text':
      blocks.push({ kind: 'paragraph', text: inlineText(load, token.tokens, token.text) });
      return;
    case 'list': {
      const items = (token as Tokens.List).items.map(
        (item) => `- ${inlineText(load, item.tokens, item.text)}`,
      );
      blocks.push({ kind: 'paragraph', text: items.join('\n') });
      return;
    }
    case 'table': {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) =>
        cells.map((cell) => inlineText(load, cell.tokens, cell.text)).join(' | ');
      blocks.push({ kind: 'paragraph', text: [row(table.header), ...table.rows.map(row)].join('\n') });
      return;
    }
    case 'blockquote':
      for (const inner of (token as Tokens.Blockquote).tokens) markdownBlock(load, inner, blocks);
      return;
    case 'code':
      blocks.push({ kind: 'paragraph', text: token.text });
      return;
    case 'html':
      blocks.push({ kind: 'paragraph', text: load(token.raw).text() });
      return;
    default:
      // space, hr, def: nothing a reader reads.
      return;
  }
}

export async function markdownDocumentBlocks(text: string): Promise<DocumentBlock[]> {
  const [{ marked }, { load }] = await Promise.all([import('marked'), import('cheerio')]);
  const blocks: DocumentBlock[] = [];
  for (const token of marked.lexer(text)) markdownBlock(load, token, blocks);
  return blocks;
}
