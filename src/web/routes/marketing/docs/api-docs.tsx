import { useEffect, useState } from 'react';
import {
  type ApiBody,
  type ApiField,
  type ApiOperation,
  type ApiReference,
  apiReference,
} from '../../../../domain/docs/api-reference';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { fetchJson } from '../../../lib/api';
import { DocsSection, inlineCode } from './docs-parts';

/** Where the server serves the OpenAPI description it builds from the route and function schemas. */
export const OPENAPI_PATH = '/api/openapi.json';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; reference: ApiReference };

function FieldList({ title, fields }: { title: string; fields: ApiField[] }) {
  return (
    <div>
      <h5 className="text-sm font-semibold">{title}</h5>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">An empty object.</p>
      ) : (
        <ul className="mt-1 divide-y rounded-md border text-sm">
          {fields.map((field) => (
            <li key={field.name} className="px-3 py-2">
              <code className={`${inlineCode} font-semibold`}>{field.name}</code>{' '}
              <span className="text-muted-foreground">{field.type}</span>
              {field.required ? <span className="ml-2 text-xs font-medium">required</span> : null}
              {field.notes.length > 0 ? (
                <span className="block text-xs text-muted-foreground">{field.notes.join('; ')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Body({ title, body }: { title: string; body: ApiBody }) {
  if (body.kind === 'none') return null;
  if (body.kind === 'any')
    return (
      <div>
        <h5 className="text-sm font-semibold">{title}</h5>
        <p className="text-sm text-muted-foreground">JSON; its fields are not described.</p>
      </div>
    );
  return <FieldList title={title} fields={body.fields} />;
}

/**
 * An operation's fields, folded as in most API references so the page lists every operation at a
 * glance; they are rendered only once opened, which keeps the page light on a phone.
 */
function OperationFields({ operation: op }: { operation: ApiOperation }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-md" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer rounded-sm text-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        Fields<span className="sr-only"> of {op.path}</span>
      </summary>
      {open ? (
        <div className="mt-3 space-y-3">
          {op.parameters.length > 0 ? <FieldList title="Parameters" fields={op.parameters} /> : null}
          <Body title="Request body (JSON)" body={op.request} />
          <Body title={`Response ${op.status} (JSON)`} body={op.response} />
        </div>
      ) : null}
    </details>
  );
}

function Reference({ reference }: { reference: ApiReference }) {
  return (
    <div className="space-y-8" data-testid="api-reference">
      {reference.groups.map((group) => (
        <section key={group.tag} aria-labelledby={`api-group-${group.tag}`} className="space-y-4">
          <h3 id={`api-group-${group.tag}`} className="text-lg font-semibold">
            {group.tag}
          </h3>
          {group.operations.map((op) => (
            <article
              key={op.id}
              id={op.id}
              aria-labelledby={`${op.id}-title`}
              className="space-y-3 rounded-lg border p-4"
            >
              <h4 id={`${op.id}-title`} className="flex flex-wrap items-center gap-2 font-semibold">
                <Badge variant="secondary">{op.method}</Badge>
                <code className="font-mono text-sm break-all">{op.path}</code>
              </h4>
              <p>{op.summary}</p>
              <p className="text-sm">
                <span className="font-medium">Who may call it:</span> {op.access}
              </p>
              <OperationFields operation={op} />
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * The API reference, read from the server's OpenAPI description when the page runs: the description
 * is built from the same schemas that validate every request, so it is always the running server's.
 * The prerendered page (and a visitor without JavaScript) has the link to the raw JSON.
 */
export function ApiDocs() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchJson<unknown>(OPENAPI_PATH).then(
      (document) => current && setLoaded({ status: 'ready', reference: apiReference(document) }),
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <DocsSection id="api" title="Functions API">
      <p>
        Everything the site and the dashboard do goes through a JSON API, and so can your own code. The named
        functions are <code className={inlineCode}>POST /api/functions/&lt;name&gt;</code> and the procedure{' '}
        <code className={inlineCode}>POST /api/rpc/create_quote_with_customer</code>, each with a JSON body.
        Signed-in calls carry the session cookie from <code className={inlineCode}>/api/auth</code>, and calls
        from a browser that change something must come from the site's own origin. Every error answers{' '}
        <code className={inlineCode}>{'{"error": {"code", "message"}}'}</code> with a fitting status: 400 for
        bad input (the message names the problem), 401, 403, 404, 409, and 429 with{' '}
        <code className={inlineCode}>Retry-After</code>.
      </p>
      <p>
        The OpenAPI 3.1 description, generated from the schemas that validate each request:{' '}
        <a href={OPENAPI_PATH} className="font-medium underline underline-offset-4">
          {OPENAPI_PATH}
        </a>
        .
      </p>
      <div>
        {loaded.status === 'loading' ? <Spinner showLabel label="Loading the API reference..." /> : null}
        {loaded.status === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            The API reference could not be loaded. The raw description is at {OPENAPI_PATH}.
          </p>
        ) : null}
        {loaded.status === 'ready' ? <Reference reference={loaded.reference} /> : null}
      </div>
    </DocsSection>
  );
}
