import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  label: string;
  value: (row: Row) => string;
}

/**
 * A chart as a figure: the caption names it and sums it up in words, the drawing itself is hidden
 * from screen readers (an SVG of bars says nothing), and the same numbers are one click away as a
 * table for everyone who prefers reading them.
 */
export function ChartFigure<Row>({
  caption,
  summary,
  rows,
  rowKey,
  columns,
  children,
}: {
  caption: string;
  summary: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: DataColumn<Row>[];
  children: ReactNode;
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-lg border p-4">
      <figcaption>
        <span className="font-medium">{caption}</span>
        <span className="block text-sm text-muted-foreground">{summary}</span>
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full sm:h-64">
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show the numbers</summary>
        <div className="relative mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className="px-2 py-1 font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b last:border-b-0">
                  {columns.map((column) => (
                    <td key={column.label} className="px-2 py-1 tabular-nums">
                      {column.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
