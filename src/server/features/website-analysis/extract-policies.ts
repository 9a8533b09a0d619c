import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { classifyPolicy } from '../../../domain/website/policy-kind';
import { truncateText } from '../../../domain/website/text-patterns';
import { ANALYSIS_CAPS, type Policy } from '../../../domain/website/website-analysis';
import { textLines } from './page-text';

const HEADINGS = ['h1', 'h2', 'h3', 'h4'];
/** Page furniture that a policy's text never runs into, heading or not. */
const SECTION_BREAKS = new Set(['footer', 'nav', 'address', 'aside', 'form', 'hr', 'header']);
const MAX_HEADING_CHARS = 80;
/** Less than this is a teaser ('Free returns!'), not a policy to answer from. */
const MIN_POLICY_CHARS = 20;

function headingLevel(node: AnyNode): number | null {
  if (node.type !== 'tag') return null;
  const index = HEADINGS.indexOf(node.name);
  return index === -1 ? null : index + 1;
}

function isPolicyHeading(node: AnyNode): boolean {
  const title = textLines([node]).join(' ');
  return title.length <= MAX_HEADING_CHARS && classifyPolicy(title) !== null;
}

/**
 * Where a section ends: page furniture (footer, address, navigation ...), a heading of the same
 * or a higher level, or any heading of a policy of its own (so 'Shipping & Returns' does not swallow its 'Shipping' and 'Returns' subsections).
 */
function endsSection($: CheerioAPI, node: AnyNode, level: number): boolean {
  if (node.type === 'tag' && SECTION_BREAKS.has(node.name)) return true;
  const own = headingLevel(node);
  if (own !== null) return own <= level || isPolicyHeading(node);
  if (node.type !== 'tag') return false;
  return $(node)
    .find(HEADINGS.join(', '))
    .toArray()
    .some((heading) => headingLevel(heading)! <= level || isPolicyHeading(heading));
}

/** The nodes after a heading up to the next heading of the same or a higher level. */
function sectionAfter($: CheerioAPI, heading: Element, level: number): AnyNode[] {
  for (let start: AnyNode = heading, climbs = 0; climbs < 3; climbs++) {
    const nodes: AnyNode[] = [];
    for (let node = start.next; node; node = node.next) {
      if (endsSection($, node, level)) break;
      nodes.push(node);
    }
    if (textLines(nodes).length > 0) return nodes;
    // The heading sits alone in a wrapper ('<div class="title"><h2>…</h2></div>'): look after that.
    if (!start.parent || start.parent.type !== 'tag' || start.parent.name === 'body') break;
    start = start.parent;
  }
  return [];
}

function policyText(nodes: readonly AnyNode[]): string {
  return truncateText(textLines(nodes).join(' '), ANALYSIS_CAPS.policyTextChars);
}

/**
 * Policies a page states: sections under headings about shipping, returns, warranty, payment,
 * privacy or terms, or, for a page that is itself about one of them, its main text.
 */
export function extractPolicies(
  $: CheerioAPI,
  root: Element,
  page: { path: string; title: string | null; isStartPage: boolean },
): Policy[] {
  const policies: Policy[] = [];
  for (const heading of $(root).find(HEADINGS.join(', ')).toArray()) {
    const title = textLines([heading]).join(' ');
    if (title === '' || title.length > MAX_HEADING_CHARS) continue;
    const kind = classifyPolicy(title);
    if (!kind) continue;
    const text = policyText(sectionAfter($, heading, headingLevel(heading)!));
    if (text.length >= MIN_POLICY_CHARS) policies.push({ kind, title, text });
  }
  if (policies.length > 0 || page.isStartPage) return policies;

  const pageKind = classifyPolicy(page.path) ?? (page.title ? classifyPolicy(page.title) : null);
  if (!pageKind) return policies;
  const main = $(root).find('main, [role="main"], article').first();
  const body = main.length > 0 ? main : $(root);
  const clone = body.clone();
  clone.find('header, footer, h1').remove();
  const text = policyText(clone.toArray());
  const title = textLines($(root).find('h1').first().toArray()).join(' ') || page.title || pageKind;
  if (text.length >= MIN_POLICY_CHARS) policies.push({ kind: pageKind, title, text });
  return policies;
}
