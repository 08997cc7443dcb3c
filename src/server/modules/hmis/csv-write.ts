import { HMIS_FILES, type HmisFileName, hmisFileName, hmisHeader } from './csv-spec';

type Row = Readonly<Record<string, string>>;

/** A field in double quotes when it holds a comma, a quote or a line end (a quote inside doubled). */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** One file's text: the specification's header, then each row's values by column name (absent: empty), CRLF. */
export function hmisCsv(file: HmisFileName, rows: readonly Row[]): string {
  const header = hmisHeader(file);
  const lines = [
    header.join(','),
    ...rows.map((row) => header.map((column) => field(row[column] ?? '')).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Every file of the specification as text by its name in the zip; a file with no rows carries its header only. */
export function hmisCsvFiles(rows: Partial<Record<HmisFileName, readonly Row[]>>): Map<string, string> {
  return new Map(HMIS_FILES.map((file) => [hmisFileName(file), hmisCsv(file, rows[file] ?? [])]));
}
