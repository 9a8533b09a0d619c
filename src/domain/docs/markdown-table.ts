// Reads one GitHub-flavoured Markdown table out of our own README (the configuration table), for
// the Docs page: the README stays the one place the settings are written down. A Markdown library
// would add tens of kB to the page for one table whose syntax we control.

/** The cells of each body row of the first table after the line `heading` (e.g. '## Configuration'). */
export function markdownTableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) return [];
  const first = lines.findIndex((line, i) => i > start && line.trim().startsWith('|'));
  if (first === -1) return [];
  const rows: string[][] = [];
  // Skip the header row and the |---| separator.
  for (const line of lines.slice(first + 2)) {
    if (!line.trim().startsWith('|')) break;
    rows.push(splitRow(line));
  }
  return rows;
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // A pipe inside a cell is written \| (none inside `code` in our README).
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'));
}

export type InlineSegment = { kind: 'text' | 'code' | 'strong' | 'em'; text: string };

/** A cell's `code`, **strong** and *emphasis* spans, in order; everything else is text. */
export function inlineSegments(cell: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*/g;
  let last = 0;
  for (const match of cell.matchAll(pattern)) {
    if (match.index > last) segments.push({ kind: 'text', text: cell.slice(last, match.index) });
    if (match[1] !== undefined) segments.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) segments.push({ kind: 'strong', text: match[2] });
    else segments.push({ kind: 'em', text: match[3] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < cell.length) segments.push({ kind: 'text', text: cell.slice(last) });
  return segments;
}

/** The variable names a configuration row documents: every `UPPER_CASE` code span of its first cell. */
export function variableNames(firstCell: string): string[] {
  return inlineSegments(firstCell)
    .filter((s) => s.kind === 'code' && /^[A-Z][A-Z0-9_]*$/.test(s.text))
    .map((s) => s.text);
}
