import { HMIS_CODE_LISTS } from './csv-code-lists';
import { readCsv } from './csv-read';
import {
  HMIS_COLUMNS,
  HMIS_CSV_VERSION,
  HMIS_FILES,
  type HmisColumn,
  type HmisFileName,
  hmisFileName,
  hmisHeader,
} from './csv-spec';

/** One thing wrong with an export: where (file, spreadsheet row with the header as row 1, column) and what. */
export interface HmisIssue {
  file: string;
  row?: number;
  column?: string;
  message: string;
}

/** More than this and the check stops listing: the export is broken either way. */
export const HMIS_ISSUES_MAX = 500;

// the specification's impermissible characters (brackets: Eva's check 134) and any control character
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const IMPERMISSIBLE = /[[\]<>{}\u0000-\u001f\u007f]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const SHA256 = /^[0-9a-fA-F]{64}$/;
/** HashStatus 4: SHA-256; these Client columns then hold hashes (HUD's hashed export, what Eva takes). */
export const HASHED_CLIENT_COLUMNS = ['FirstName', 'MiddleName', 'LastName', 'SSN'] as const;

const isCalendarDate = (year: string, month: string, day: string) => {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
};

/** What is wrong with one value of a column, if anything. */
function cellProblem(file: HmisFileName, column: HmisColumn, value: string): string | undefined {
  if (IMPERMISSIBLE.test(value))
    return 'has a character the specification does not permit ([ ] < > { } or a control)';
  if (value === '') return column.nullable ? undefined : 'is empty but may not be';
  if (column.type === 'num' && !NUMBER.test(value)) return `is not a number: ${value}`;
  if (column.type === 'date') {
    const parts = DATE.exec(value);
    if (!parts || !isCalendarDate(parts[1] ?? '', parts[2] ?? '', parts[3] ?? ''))
      return `is not a date as yyyy-mm-dd: ${value}`;
  }
  if (column.type === 'datetime') {
    const parts = DATETIME.exec(value);
    if (!parts || !isCalendarDate(parts[1] ?? '', parts[2] ?? '', parts[3] ?? ''))
      return `is not a date and time as yyyy-mm-dd hh:mm:ss: ${value}`;
  }
  const codes = HMIS_CODE_LISTS[`${file}.${column.name}`];
  if (codes && !codes.includes(Number(value))) return `is not in the specification's list: ${value}`;
  return undefined;
}

type Table = { file: HmisFileName; rows: string[][]; index: Map<string, number> };

/** The files' records by file, after the checks of presence, header and shape (a broken file is left out). */
function readTables(files: ReadonlyMap<string, string>, issues: HmisIssue[]): Map<HmisFileName, Table> {
  const tables = new Map<HmisFileName, Table>();
  for (const file of HMIS_FILES) {
    const name = hmisFileName(file);
    const text = files.get(name);
    if (text === undefined) {
      issues.push({ file: name, message: 'The file is missing' });
      continue;
    }
    const records = readCsv(text);
    if (!records) {
      issues.push({ file: name, message: 'A quoted field never closes' });
      continue;
    }
    const [header = [], ...rows] = records;
    const expected = hmisHeader(file);
    if (header.join(',') !== expected.join(',')) {
      const missing = expected.filter((column) => !header.includes(column));
      const extra = header.filter((column) => !expected.includes(column));
      const detail = [
        missing.length ? `missing ${missing.join(', ')}` : '',
        extra.length ? `not in the specification ${extra.join(', ')}` : '',
        !missing.length && !extra.length ? 'out of order' : '',
      ].filter(Boolean);
      issues.push({
        file: name,
        row: 1,
        message: `The columns are not the specification's: ${detail.join('; ')}`,
      });
      continue;
    }
    const shaped = rows.filter((row, i) => {
      if (row.length === expected.length) return true;
      issues.push({
        file: name,
        row: i + 2,
        message: `The row has ${row.length} fields, not ${expected.length}`,
      });
      return false;
    });
    tables.set(file, { file, rows: shaped, index: new Map(expected.map((column, i) => [column, i])) });
  }
  return tables;
}

const valuesOf = (table: Table | undefined, column: string) => {
  const at = table?.index.get(column);
  return at === undefined || !table ? [] : table.rows.map((row) => row[at] ?? '');
};

/** Every value of `column` in every other file is one of `target`'s ids. */
function checkReferences(
  tables: Map<HmisFileName, Table>,
  column: string,
  target: HmisFileName,
  issues: HmisIssue[],
) {
  const known = new Set(valuesOf(tables.get(target), column));
  for (const table of tables.values()) {
    if (table.file === target || !table.index.has(column)) continue;
    valuesOf(table, column).forEach((value, i) => {
      if (value !== '' && !known.has(value))
        issues.push({
          file: hmisFileName(table.file),
          row: i + 2,
          column,
          message: `${value} is not in ${hmisFileName(target)}`,
        });
    });
  }
}

function checkExport(tables: Map<HmisFileName, Table>, issues: HmisIssue[]) {
  const exportTable = tables.get('Export');
  if (!exportTable) return;
  if (exportTable.rows.length !== 1)
    issues.push({ file: 'Export.csv', message: `Export.csv has ${exportTable.rows.length} rows, not one` });
  const [exportId] = valuesOf(exportTable, 'ExportID');
  const [version] = valuesOf(exportTable, 'CSVVersion');
  if (version !== HMIS_CSV_VERSION)
    issues.push({
      file: 'Export.csv',
      row: 2,
      column: 'CSVVersion',
      message: `is not "${HMIS_CSV_VERSION}": ${version}`,
    });
  for (const table of tables.values())
    valuesOf(table, 'ExportID').forEach((value, i) => {
      if (value !== exportId)
        issues.push({
          file: hmisFileName(table.file),
          row: i + 2,
          column: 'ExportID',
          message: `is not Export.csv's ${exportId}`,
        });
    });
  const [hashStatus] = valuesOf(exportTable, 'HashStatus');
  if (hashStatus !== '4') return;
  for (const column of HASHED_CLIENT_COLUMNS)
    valuesOf(tables.get('Client'), column).forEach((value, i) => {
      if (value !== '' && !SHA256.test(value))
        issues.push({
          file: 'Client.csv',
          row: i + 2,
          column,
          message: 'is not a SHA-256 hash (HashStatus 4)',
        });
    });
}

/**
 * The structure check of an HMIS CSV export (HUD's FY2026 specification, the file-structure checks of HUD's Eva):
 * every file present, columns exactly as specified and in order, non-null columns filled, dates and numbers well
 * formed, code values from the specification's lists, only permitted characters, ids unique, every PersonalID in
 * Client, every ProjectID in Project (and EnrollmentID in Enrollment, OrganizationID in Organization), one ExportID.
 * `files`: each file's text by its name in the zip. No issue: the export is well formed.
 */
export function checkHmisCsv(files: ReadonlyMap<string, string>): HmisIssue[] {
  const issues: HmisIssue[] = [];
  const tables = readTables(files, issues);
  for (const table of tables.values()) {
    const columns = HMIS_COLUMNS[table.file];
    const name = hmisFileName(table.file);
    const ids = new Set<string>();
    table.rows.forEach((row, i) => {
      columns.forEach((column, at) => {
        const problem = cellProblem(table.file, column, row[at] ?? '');
        if (problem) issues.push({ file: name, row: i + 2, column: column.name, message: problem });
      });
      const id = row[0] ?? '';
      if (ids.has(id))
        issues.push({ file: name, row: i + 2, column: columns[0]?.name, message: `${id} is not unique` });
      ids.add(id);
    });
  }
  checkReferences(tables, 'PersonalID', 'Client', issues);
  checkReferences(tables, 'ProjectID', 'Project', issues);
  checkReferences(tables, 'EnrollmentID', 'Enrollment', issues);
  checkReferences(tables, 'OrganizationID', 'Organization', issues);
  checkExport(tables, issues);
  return issues.slice(0, HMIS_ISSUES_MAX);
}
