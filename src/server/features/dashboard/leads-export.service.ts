import {
  csvHeader,
  csvRow,
  exportFilename,
  exportRangeBounds,
  LEAD_EXPORT_LIMITS,
  type LeadExportFormat,
  type LeadExportRow,
} from '../../../domain/lead-export';
import { leadTemperature } from '../../../domain/lead-profile';
import { valuePotential } from '../../../domain/lead-routing';
import type { AppDeps } from '../../app-deps';
import { scoreUnscoredLeads } from '../leads';
import { type LeadExportCursor, type LeadExportDbRow, readLeadExportPage } from './leads-export.repository';

export interface LeadExportOptions {
  workspaceId: string;
  from: string;
  to: string;
  format: LeadExportFormat;
  /** Rows per database page, every page; by default a small first page, then large ones. */
  pageSize?: number;
}

/**
 * A lead as exported. The engagement score and value are the lead's activity score (decision
 * 096); for a conversation not scored on its activity, the customer's profile score, else the one
 * taken when its latest conversation was routed, and the routed value, else the spec's formula on
 * the lead's quotes (with no conversation text to find keywords in).
 */
export function toLeadExportRow(row: LeadExportDbRow): LeadExportRow {
  const metadata = row.metadata ?? {};
  const activity = row.routing?.activity;
  const engagementScore =
    activity?.engagement ??
    (typeof metadata.engagement_score === 'number'
      ? metadata.engagement_score
      : (row.routing?.score?.engagement_level ?? null));
  const temperature =
    activity?.temperature ??
    metadata.lead_temperature ??
    (engagementScore === null ? null : leadTemperature(engagementScore));
  const routedValue = row.routing?.score?.value_potential;
  return {
    customerName: row.name,
    email: row.email,
    phone: row.phone,
    firstContact: row.created_at.toISOString(),
    lastMessage: row.last_message_at ? row.last_message_at.toISOString() : null,
    leadTemperature: temperature,
    engagementScore,
    valuePotential:
      activity !== undefined
        ? activity.value
        : typeof routedValue === 'number'
          ? routedValue
          : row.quotes_count > 0
            ? valuePotential([Number(row.quoted_total)], '')
            : null,
    routingPriority: row.routing?.priority ?? null,
    routingAction: row.routing?.action ?? null,
    routingReason: row.routing?.reason ?? null,
    quotesCount: row.quotes_count,
    quotedTotal: row.quoted_total,
    paidTotal: row.paid_total,
    pipelineStage: row.pipeline_stage,
  };
}

/** The workspace's leads of the range, a database page at a time (never the whole range at once). */
export async function* leadExportPages(
  deps: Pick<AppDeps, 'db'>,
  options: LeadExportOptions,
): AsyncGenerator<LeadExportRow[]> {
  const { start, end } = exportRangeBounds(options.from, options.to);
  let limit = options.pageSize ?? LEAD_EXPORT_LIMITS.firstPageSize;
  let after: LeadExportCursor | null = null;
  for (;;) {
    const page = await readLeadExportPage(deps.db, {
      workspaceId: options.workspaceId,
      start,
      end,
      after,
      limit,
    });
    if (page.length > 0) yield page.map(toLeadExportRow);
    if (page.length < limit) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.cursor_at, id: last.id };
    limit = options.pageSize ?? LEAD_EXPORT_LIMITS.pageSize;
  }
}

/** The workspace's leads of the range, one by one, in first-contact order. */
export async function* leadExportRows(
  deps: Pick<AppDeps, 'db'>,
  options: LeadExportOptions,
): AsyncGenerator<LeadExportRow> {
  for await (const page of leadExportPages(deps, options)) yield* page;
}

/**
 * The export's text, a chunk per database page (not per row, so thousands of leads are a few
 * writes to the socket): a JSON object with the range and its leads, or CSV with its header.
 * The opening chunk comes first on its own, before any page is read.
 */
export async function* leadExportChunks(
  deps: Pick<AppDeps, 'db'>,
  options: LeadExportOptions,
): AsyncGenerator<string> {
  if (options.format === 'csv') {
    yield csvHeader();
    for await (const page of leadExportPages(deps, options)) yield page.map(csvRow).join('');
    return;
  }
  let first = true;
  yield `{"from":${JSON.stringify(options.from)},"to":${JSON.stringify(options.to)},"leads":[`;
  for await (const page of leadExportPages(deps, options)) {
    yield `${first ? '' : ','}\n${page.map((row) => JSON.stringify(row)).join(',\n')}`;
    first = false;
  }
  yield first ? ']}' : '\n]}';
}

const CONTENT_TYPES: Record<LeadExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Resolves once the I/O callbacks already queued (socket writes, compressed chunks) have run. */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The export as a streamed attachment: rows are read a page at a time as the client reads, so
 * memory stays flat however many leads the range holds. The first page is read before the
 * answer starts, so a database failure is still an error status rather than a cut-off file.
 *
 * A later page is read only when the client's side asks for more (no read-ahead: high-water mark
 * 0) and only after the I/O already queued has run: a page of 2,000 leads is tens of
 * milliseconds of parsing and formatting on the event loop, and read ahead it ran while the
 * headers and the first page were still waiting for their compressed chunk and the socket, so
 * they reached the client after it (decision 067).
 */
export async function leadExportResponse(
  deps: Pick<AppDeps, 'db' | 'logger' | 'clock'>,
  options: LeadExportOptions,
): Promise<Response> {
  // Leads from before activity scoring are scored as they are first read (decision 096).
  await scoreUnscoredLeads(deps, options.workspaceId);
  const chunks = leadExportChunks(deps, options);
  const encoder = new TextEncoder();
  // The opening chunk ('[' or the CSV header) and the first page (or the end), which reads page 1.
  const opening: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const next = await chunks.next();
    if (next.done) break;
    opening.push(next.value);
  }
  // A client that leaves mid-download cancels the stream while a pull may still be waiting for
  // its page: that pull then has nothing to hand on, and closing or filling the cancelled stream
  // would throw and be logged as a failed export.
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(opening.join('')));
      },
      async pull(controller) {
        try {
          await afterPendingIo();
          if (cancelled) return;
          const next = await chunks.next();
          if (cancelled) return;
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          if (cancelled) return;
          deps.logger.error(
            { err: error, workspaceId: options.workspaceId },
            'leads export failed mid-stream',
          );
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
        await chunks.return(undefined);
      },
    },
    new CountQueuingStrategy({ highWaterMark: 0 }),
  );
  const filename = exportFilename(options.from, options.to, options.format);
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[options.format],
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
