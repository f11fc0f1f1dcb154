import { stringify } from 'csv-stringify/sync';

/**
 * A feed as CSV per RFC 4180, which both platforms read: a header row, CRLF line ends, a field quoted
 * when it holds a comma, a quote or a line break, a quote inside doubled.
 */
export function feedCsv<Column extends string>(columns: readonly Column[], rows: ReadonlyArray<Record<Column, string>>): string {
  return stringify(
    rows.map((row) => columns.map((column) => inertCell(row[column]))),
    { header: true, columns: [...columns], record_delimiter: 'windows' },
  );
}

/** A number or a phone number: a spreadsheet reads it as a value ('-31.95', '+61 8 9000 0000'), never as a formula. */
const NUMBER_OR_PHONE = /^[+-]?[\d\s().-]+$/;

/**
 * A published feed is also opened in spreadsheets (by the dealer, or whoever downloads it), and a cell
 * that starts with = + - @ (or a tab or carriage return before one) is run as a formula there: the
 * dealer's folder is untrusted, so its words ("=HYPERLINK(…)") must not become one. The apostrophe
 * the inbox export uses would show on the ad itself (Google and Meta read the text as written), so the
 * leading formula characters are dropped instead: "- One owner" is advertised as "One owner".
 */
export function inertCell(value: string): string {
  if (!/^\s*[=+\-@]/.test(value) || NUMBER_OR_PHONE.test(value)) return value;
  return value.replace(/^[\s=+\-@]+/, '');
}
