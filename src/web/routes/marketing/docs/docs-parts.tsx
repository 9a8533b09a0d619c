import type { ReactNode } from 'react';
import { type InlineSegment, inlineSegments } from '../../../../domain/docs/markdown-table';

/** A top-level section of the Docs page: an anchor for the contents list, a heading that names it. */
export function DocsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 border-t pt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed">{children}</div>
    </section>
  );
}

/** Code that wraps instead of scrolling sideways, so a phone shows all of it without a scroll box. */
export function CodeBlock({ children, testId }: { children: string; testId?: string }) {
  return (
    <pre
      className="rounded-lg border bg-muted p-4 text-sm break-all whitespace-pre-wrap"
      data-testid={testId}
    >
      <code>{children}</code>
    </pre>
  );
}

export const inlineCode = 'rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] wrap-anywhere';

function Segment({ segment }: { segment: InlineSegment }) {
  switch (segment.kind) {
    case 'code':
      return <code className={inlineCode}>{segment.text}</code>;
    case 'strong':
      return <strong>{segment.text}</strong>;
    case 'em':
      // '*(generated into `DATA_DIR`)*': emphasis may hold code.
      return (
        <em>
          <InlineMarkdown text={segment.text} />
        </em>
      );
    default:
      return <>{segment.text}</>;
  }
}

/** A Markdown table cell's text with its `code`, **strong** and *emphasis* (React escapes the rest). */
export function InlineMarkdown({ text }: { text: string }) {
  return (
    <>
      {inlineSegments(text).map((segment, index) => (
        // The segments of one cell never change order: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Segment key={index} segment={segment} />
      ))}
    </>
  );
}
