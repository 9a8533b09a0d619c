import { Link } from 'react-router';
import type { AttributionRow } from '../../../domain/contracts/analytics.contract';
import { agentLabel, channelLabel, usd } from './analytics-format';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Which conversations the money came from: quoted, then paid, with the agent and channel. */
export function AttributionTable({ rows }: { rows: AttributionRow[] }) {
  return (
    <section aria-labelledby="attribution-heading" className="flex flex-col gap-2">
      <h3 id="attribution-heading" className="font-medium">
        Revenue by conversation
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No conversation led to a quote in this period yet.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Customer
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Agent
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Channel
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Quoted
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Paid
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Conversation</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = row.customer?.name || row.customer?.email || 'Website Visitor';
                return (
                  <tr
                    key={row.conversationId}
                    className="border-b last:border-b-0"
                    data-testid="attribution-row"
                  >
                    <td className="px-3 py-2">
                      <p className="font-medium">{name}</p>
                      {row.customer?.email && row.customer.email !== name ? (
                        <p className="text-muted-foreground">{row.customer.email}</p>
                      ) : null}
                      <p className="text-xs text-muted-foreground">
                        First message{' '}
                        <time dateTime={row.firstMessageAt}>
                          {dateFormat.format(new Date(row.firstMessageAt))}
                        </time>
                      </p>
                    </td>
                    <td className="px-3 py-2">{agentLabel(row.agent)}</td>
                    <td className="px-3 py-2">{channelLabel(row.channel)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{usd(row.quotedTotal)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {row.paidAt ? (
                        <>
                          {usd(row.paidTotal)}
                          <span className="block text-xs text-muted-foreground">
                            <time dateTime={row.paidAt}>{dateFormat.format(new Date(row.paidAt))}</time>
                          </span>
                        </>
                      ) : (
                        <span className="text-muted-foreground">Not paid</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={`/dashboard/conversations/${row.conversationId}`}
                        className="font-medium underline underline-offset-4"
                        aria-label={`Open the conversation with ${name}`}
                      >
                        Open
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
