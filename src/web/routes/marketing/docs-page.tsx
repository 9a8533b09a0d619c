import { useDocumentMeta } from '../../lib/document-meta';
import { ApiDocs } from './docs/api-docs';
import { ConfigDocs } from './docs/config-docs';
import { WidgetDocs } from './docs/widget-docs';

const CONTENTS = [
  { id: 'widget', title: 'Install the chat widget' },
  { id: 'api', title: 'Functions API' },
  { id: 'configuration', title: 'Configuration' },
] as const;

/** The documentation: the widget on your own site, the API, and a deployment's settings. */
export function DocsPage() {
  useDocumentMeta({
    title: 'Documentation',
    description:
      'Put an AI sales agent on your website with one script tag, call the functions API, and configure your own deployment.',
  });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Documentation</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Put your agent on your own website, talk to it from your own code, and run the product yourself.
      </p>
      <nav aria-label="On this page" className="mt-8">
        <ol className="list-decimal space-y-1 pl-5">
          {CONTENTS.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className="font-medium underline underline-offset-4">
                {item.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-12">
        <WidgetDocs />
        <ApiDocs />
        <ConfigDocs />
      </div>
    </div>
  );
}
