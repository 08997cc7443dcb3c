import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a
 * leading apostrophe, so an exported name, note or address stays text (OWASP: CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A CSV file for spreadsheets: a header row, then the records; text cells neutralised, UTF-8 with a
 * byte order mark (Excel reads accented names right) and Windows line ends.
 */
export function csvFile(header: readonly string[], records: readonly (readonly CsvCell[])[]): string {
  const cells = records.map((record) =>
    record.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : (cell ?? ''))),
  );
  return stringify([[...header], ...cells], { bom: true, record_delimiter: 'windows' });
}
