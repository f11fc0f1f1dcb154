import { stringify } from 'csv-stringify/sync';

/**
 * A feed as CSV per RFC 4180, which both platforms read: a header row, CRLF line ends, a field quoted
 * when it holds a comma, a quote or a line break, a quote inside doubled.
 */
export function feedCsv<Column extends string>(columns: readonly Column[], rows: ReadonlyArray<Record<Column, string>>): string {
  return stringify(
    rows.map((row) => columns.map((column) => row[column])),
    { header: true, columns: [...columns], record_delimiter: 'windows' },
  );
}
