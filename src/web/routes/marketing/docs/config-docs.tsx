import readme from '../../../../../README.md?raw';
import { markdownTableAfter } from '../../../../domain/docs/markdown-table';
import { DocsSection, InlineMarkdown, inlineCode } from './docs-parts';

// The README's table is the one place the settings are written down (a unit test checks that it
// names every variable src/server/env.ts reads); the page shows it as it stands at build time.
const ROWS = markdownTableAfter(readme, '## Configuration');

/** The environment variables a deployment sets, from the README. */
export function ConfigDocs() {
  return (
    <DocsSection id="configuration" title="Configuration">
      <p>
        The server reads its settings from environment variables once, at start-up; a bad value stops it with
        one line naming the variable. Nothing is required to try it: each outside service has an offline
        default. In production, set <code className={inlineCode}>AUTH_SECRET</code>,{' '}
        <code className={inlineCode}>PUBLIC_URL</code> and <code className={inlineCode}>DASHBOARD_URL</code>.
      </p>
      <dl className="divide-y rounded-lg border" data-testid="config-variables">
        {ROWS.map(([names = '', fallback = '', meaning = '']) => (
          <div key={names} className="grid gap-1 p-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:gap-4">
            <dt className="font-medium break-words">
              <InlineMarkdown text={names} />
            </dt>
            <dd className="min-w-0 space-y-1 text-sm">
              <p>
                <InlineMarkdown text={meaning} />
              </p>
              <p className="text-muted-foreground">
                Default: <InlineMarkdown text={fallback} />
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </DocsSection>
  );
}
