import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvHeader,
  csvLine,
  csvRow,
  defaultExportRange,
  exportFilename,
  exportRangeBounds,
  exportRangeProblem,
  LEAD_EXPORT_COLUMNS,
  LEAD_EXPORT_MESSAGES,
  type LeadExportRow,
  parseExportDate,
} from './lead-export';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are; empty for missing values', () => {
    expect(csvCell('Jo Driver')).toBe('Jo Driver');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(0.7)).toBe('0.7');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes cells holding commas, quotes or line breaks, doubling inner quotes', () => {
    expect(csvCell('Wraps, Inc.')).toBe('"Wraps, Inc."');
    expect(csvCell('The "best" wrap')).toBe('"The ""best"" wrap"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('prefixes cells a spreadsheet would run as a formula with a quote', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Numbers are values, not text a lead typed.
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('csv records', () => {
  it('ends each record with CRLF and has one header per column', () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
    expect(csvHeader().trimEnd().split(',')).toHaveLength(LEAD_EXPORT_COLUMNS.length);
  });

  it('writes a row in column order', () => {
    const row: LeadExportRow = {
      customerName: 'Jo, the Driver',
      email: 'jo@example.com',
      phone: '+1 555',
      firstContact: '2026-01-02T03:04:05.000Z',
      lastMessage: null,
      leadTemperature: 'hot',
      engagementScore: 85,
      valuePotential: 12000.5,
      routingPriority: 1,
      routingAction: 'priority_queue',
      routingReason: 'High-value lead with strong engagement',
      quotesCount: 2,
      quotedTotal: '3556.10',
      paidTotal: '0.00',
      pipelineStage: 'quote_sent',
    };
    expect(csvRow(row)).toBe(
      '"Jo, the Driver",jo@example.com,\'+1 555,2026-01-02T03:04:05.000Z,,hot,85,12000.5,1,priority_queue,High-value lead with strong engagement,2,3556.10,0.00,quote_sent\r\n',
    );
  });
});

describe('date ranges', () => {
  it('parses only real calendar dates', () => {
    expect(parseExportDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseExportDate('2026-02-30')).toBeNull();
    expect(parseExportDate('2026-2-3')).toBeNull();
    expect(parseExportDate('yesterday')).toBeNull();
  });

  it('names the first problem of a range', () => {
    expect(exportRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(exportRangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(exportRangeProblem('2026-01-01', '2027-01-02')).toBe(LEAD_EXPORT_MESSAGES.tooLong);
    expect(exportRangeProblem('2026-01-02', '2026-01-01')).toBe(LEAD_EXPORT_MESSAGES.fromAfterTo);
    expect(exportRangeProblem('2026-13-01', '2026-01-01')).toBe(LEAD_EXPORT_MESSAGES.invalidDate);
  });

  it('defaults to the last 30 days including today', () => {
    expect(defaultExportRange(new Date('2026-03-30T15:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
    expect(defaultExportRange(new Date('2026-03-30T15:00:00Z'), 1)).toEqual({
      from: '2026-03-30',
      to: '2026-03-30',
    });
  });

  it('covers whole days, the last one included', () => {
    const { start, end } = exportRangeBounds('2026-03-01', '2026-03-02');
    expect(start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(exportFilename('2026-03-01', '2026-03-02', 'csv')).toBe('leads-2026-03-01-to-2026-03-02.csv');
  });
});
