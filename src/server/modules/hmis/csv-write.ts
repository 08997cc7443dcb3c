import { HMIS_FILES, type HmisFileName, hmisFileName, hmisHeader } from './csv-spec';

type Row = Readonly<Record<string, string>>;

/** A field in double quotes when it holds a comma, a quote or a line end (a quote inside doubled). */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A file's header line, CRLF-ended. */
export const hmisCsvHeaderLine = (file: HmisFileName) => `${hmisHeader(file).join(',')}\r\n`;

/** One row's line: its values by the specification's column order (absent: empty), CRLF-ended. */
export function hmisCsvLine(file: HmisFileName, row: Row): string {
  return `${hmisHeader(file)
    .map((column) => field(row[column] ?? ''))
    .join(',')}\r\n`;
}

/** One file's text: the specification's header, then each row's line. */
export function hmisCsv(file: HmisFileName, rows: readonly Row[]): string {
  return hmisCsvHeaderLine(file) + rows.map((row) => hmisCsvLine(file, row)).join('');
}

/** Every file of the specification as text by its name in the zip; a file with no rows carries its header only. */
export function hmisCsvFiles(rows: Partial<Record<HmisFileName, readonly Row[]>>): Map<string, string> {
  return new Map(HMIS_FILES.map((file) => [hmisFileName(file), hmisCsv(file, rows[file] ?? [])]));
}
