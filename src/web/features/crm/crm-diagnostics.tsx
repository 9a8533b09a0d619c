import type { CrmDiagnostics } from '../../../domain/contracts/crm.contract';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** What `ghl-diagnostics` found, as a definition list (read by owners and members alike). */
export function CrmDiagnosticsList({ diagnostics }: { diagnostics: CrmDiagnostics }) {
  const live = diagnostics.liveCheck;
  const rows: [string, string][] = [
    ['Token', diagnostics.token.present ? `present, expires ${when(diagnostics.token.expiresAt)}` : 'none'],
    ['Last renewed', when(diagnostics.token.lastRefreshedAt)],
    ['Scopes', diagnostics.scopes.join(', ') || '—'],
    ['Location', diagnostics.locationId ?? '—'],
    ['Last sync', when(diagnostics.lastSyncAt)],
    [
      'Live check',
      live
        ? `${live.ok ? 'OK' : 'Failed'} · ${live.endpoint} · ${live.latencyMs} ms · ${live.message}`
        : 'not run (no connection)',
    ],
  ];
  return (
    <div data-testid="crm-diagnostics" className="rounded-md border p-3 text-sm">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {diagnostics.lastErrors.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-destructive">
          {diagnostics.lastErrors.map((e) => (
            <li key={e.at}>
              {when(e.at)}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
