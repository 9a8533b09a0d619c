import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { collapseWhitespace } from '../../../domain/website/text-patterns';

/** Markup that never holds facts a visitor reads as text: removed before any text is taken. */
export const NOISE_SELECTOR = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'nav',
  'select',
  'button',
  'input',
  'textarea',
  '[hidden]',
  '[aria-hidden="true"]',
  '[role="navigation"]',
  // Struck-through prices are the old ones.
  's',
  'del',
  'strike',
].join(', ');

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);

export function isBlockTag(tag: string): boolean {
  return BLOCK_TAGS.has(tag);
}

/**
 * The text of some nodes as the lines a reader sees: a new line at every block element or <br>,
 * table cells on one line, whitespace collapsed, empty lines dropped.
 */
export function textLines(nodes: readonly AnyNode[]): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = collapseWhitespace(current);
    if (line !== '') lines.push(line);
    current = '';
  };
  const visit = (node: AnyNode) => {
    if (node.type === 'text') {
      current += node.data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const block = node.type === 'tag' && BLOCK_TAGS.has(node.name);
    if (block) flush();
    if (node.type === 'tag' && (node.name === 'td' || node.name === 'th')) current += ' ';
    for (const child of node.children) visit(child);
    if (node.type === 'tag' && (node.name === 'td' || node.name === 'th')) current += ' ';
    if (block) flush();
  };
  for (const node of nodes) visit(node);
  flush();
  return lines;
}

/** One element's text on one line. */
export function lineOf(node: AnyNode): string {
  return textLines([node]).join(' ');
}

/** Removes the noise so later text reads only what a visitor sees. */
export function stripNoise($: CheerioAPI): void {
  $(NOISE_SELECTOR).remove();
}
