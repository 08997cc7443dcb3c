import { Readable } from 'node:stream';
import { stringify as stringifier } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a
 * leading apostrophe, so an exported name, note or address stays text (OWASP: CSV injection). So does a
 * formula after a `;`, `,` or tab inside the cell (`Bob;=1+2`): a spreadsheet that splits on another separator
 * than ours, or ignores our quotes, would start a cell there.
 */
export function neutraliseFormula(value: string): string {
  const inside = value.replace(/([;,\t][ ]*)([=+\-@])/g, "$1'$2");
  return /^[=+\-@\t\r]/.test(inside) ? `'${inside}` : inside;
}

/**
 * Every text cell of the records quoted (numbers are not), so no separator inside one can start a new cell; the
 * header row is our own fixed words and stays plain.
 */
const CSV_OPTIONS = {
  bom: true,
  record_delimiter: 'windows',
  cast: {
    string: (value: string, context: { records: number }) =>
      context.records === 0 ? value : { value, quoted_string: true },
  },
} as const;
const csvCells = (record: readonly CsvCell[]) =>
  record.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell));

/**
 * A CSV file for spreadsheets: a header row, then the records; text cells neutralised, UTF-8 with a
 * byte order mark (Excel reads accented names right) and Windows line ends.
 */
export function csvFile(header: readonly string[], records: readonly (readonly CsvCell[])[]): string {
  return stringify([[...header], ...records.map(csvCells)], CSV_OPTIONS);
}

/** The same file as `csvFile`, written record by record into a stream (send it as the reply's body). */
export function csvStream(header: readonly string[], records: Iterable<readonly CsvCell[]>): Readable {
  function* lines() {
    yield [...header];
    for (const record of records) yield csvCells(record);
  }
  return Readable.from(lines()).pipe(stringifier(CSV_OPTIONS));
}
