import { checkHmisCsv } from './csv-check';
import { readCsv } from './csv-read';
import { HMIS_COLUMNS, HMIS_FILES, hmisHeader } from './csv-spec';
import { exportFiles, goodExportRows } from './hmis-csv.fixtures';

const messages = (files: Map<string, string>) =>
  checkHmisCsv(files).map(
    (issue) => `${issue.file}:${issue.row ?? ''}:${issue.column ?? ''} ${issue.message}`,
  );

/** The good export with one file's first row changed. */
function withRow(file: keyof ReturnType<typeof goodExportRows>, change: Record<string, string>) {
  const rows = goodExportRows();
  const [first, ...rest] = rows[file] ?? [];
  rows[file] = [{ ...first, ...change }, ...rest];
  return exportFiles(rows);
}

describe('the HMIS CSV FY2026 specification as data', () => {
  it('has HUD’s 24 files, each with its audit columns, ids first and ExportID last', () => {
    expect(HMIS_FILES).toHaveLength(24);
    expect(hmisHeader('Client').slice(0, 3)).toEqual(['PersonalID', 'FirstName', 'MiddleName']);
    expect(hmisHeader('Export')).toContain('HashStatus');
    expect(hmisHeader('Enrollment')).toContain('EnrollmentCoC');
    for (const file of HMIS_FILES) {
      const header = hmisHeader(file);
      expect(new Set(header).size).toBe(header.length);
      if (file !== 'Export') expect(header.at(-1)).toBe('ExportID');
    }
    expect(HMIS_COLUMNS.Client.find((column) => column.name === 'DOB')).toEqual({
      name: 'DOB',
      type: 'date',
      nullable: true,
    });
  });
});

describe('checkHmisCsv', () => {
  it('finds nothing wrong with a well-formed export (quoted commas and header-only files included)', () => {
    expect(messages(exportFiles(goodExportRows()))).toEqual([]);
  });

  it('reads quoted fields with commas, quotes and line ends', () => {
    expect(readCsv('a,"b, ""c""",d\r\n1,2,3\n')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['1', '2', '3'],
    ]);
    expect(readCsv('a,"b\n')).toBeNull();
  });

  it('names a missing file', () => {
    const files = exportFiles(goodExportRows());
    files.delete('Funder.csv');
    expect(messages(files)).toEqual(['Funder.csv:: The file is missing']);
  });

  it('refuses columns that differ in case, order, number or name', () => {
    const files = exportFiles(goodExportRows());
    const [header = '', ...rest] = (files.get('Exit.csv') ?? '').split('\r\n');
    for (const wrong of [
      header.replace('ExitDate', 'exitdate'),
      header.replace('ExitID,EnrollmentID', 'EnrollmentID,ExitID'),
      `${header},Extra`,
      header.replace(',OtherDestination', ''),
    ]) {
      files.set('Exit.csv', [wrong, ...rest].join('\r\n'));
      expect(messages(files)).toEqual([
        expect.stringMatching(/^Exit\.csv:1: The columns are not the specification's/),
      ]);
    }
  });

  it('refuses an empty non-null column, a bad date, a bad datetime, a number that is not one', () => {
    expect(messages(withRow('Enrollment', { EntryDate: '' }))).toEqual([
      'Enrollment.csv:2:EntryDate is empty but may not be',
    ]);
    expect(messages(withRow('Enrollment', { EntryDate: '01/03/2026' }))).toEqual([
      'Enrollment.csv:2:EntryDate is not a date as yyyy-mm-dd: 01/03/2026',
    ]);
    expect(messages(withRow('Exit', { ExitDate: '2026-02-30' }))).toEqual([
      'Exit.csv:2:ExitDate is not a date as yyyy-mm-dd: 2026-02-30',
    ]);
    expect(messages(withRow('Client', { DateCreated: '2026-01-05T09:30:00Z' }))).toEqual([
      'Client.csv:2:DateCreated is not a date and time as yyyy-mm-dd hh:mm:ss: 2026-01-05T09:30:00Z',
    ]);
    expect(messages(withRow('Client', { VeteranStatus: 'yes' }))).toEqual([
      'Client.csv:2:VeteranStatus is not a number: yes',
    ]);
  });

  it('refuses a code outside the specification’s list', () => {
    expect(messages(withRow('Exit', { Destination: '999' }))).toEqual([
      "Exit.csv:2:Destination is not in the specification's list: 999",
    ]);
    expect(messages(withRow('Event', { ReferralResult: '4' }))).toEqual([
      "Event.csv:2:ReferralResult is not in the specification's list: 4",
    ]);
  });

  it('refuses impermissible characters', () => {
    expect(messages(withRow('Client', { FirstName: 'Ann <b>' }))).toEqual([
      'Client.csv:2:FirstName has a character the specification does not permit ([ ] < > { } or a control)',
    ]);
    expect(messages(withRow('Client', { LastName: 'Lee\nJr' }))).toHaveLength(1);
  });

  it('refuses a repeated id, a PersonalID not in Client, a ProjectID not in Project', () => {
    const rows = goodExportRows();
    rows.Client = [...(rows.Client ?? []), ...(rows.Client ?? [])];
    expect(messages(exportFiles(rows))).toEqual(['Client.csv:3:PersonalID C1 is not unique']);
    expect(messages(withRow('Exit', { PersonalID: 'C9' }))).toEqual([
      'Exit.csv:2:PersonalID C9 is not in Client.csv',
    ]);
    expect(messages(withRow('Enrollment', { ProjectID: 'P9' }))).toEqual([
      'Enrollment.csv:2:ProjectID P9 is not in Project.csv',
    ]);
  });

  it('refuses a second ExportID, a second Export row, another CSV version, unhashed names under HashStatus 4', () => {
    expect(messages(withRow('Event', { ExportID: 'E2' }))).toEqual([
      "Event.csv:2:ExportID is not Export.csv's E1",
    ]);
    expect(messages(withRow('Export', { CSVVersion: '2024 v1.3' }))).toEqual([
      'Export.csv:2:CSVVersion is not "2026 v1": 2024 v1.3',
    ]);
    const rows = goodExportRows();
    rows.Export = [...(rows.Export ?? []), ...(rows.Export ?? [])];
    expect(messages(exportFiles(rows))).toContain('Export.csv:: Export.csv has 2 rows, not one');
    expect(messages(withRow('Export', { HashStatus: '4' }))).toEqual([
      'Client.csv:2:FirstName is not a SHA-256 hash (HashStatus 4)',
      'Client.csv:2:LastName is not a SHA-256 hash (HashStatus 4)',
    ]);
  });

  it('refuses a row with too few fields', () => {
    const files = exportFiles(goodExportRows());
    files.set('Organization.csv', `${hmisHeader('Organization').join(',')}\r\nO1,Albany\r\n`);
    expect(messages(files)).toContain('Organization.csv:2: The row has 2 fields, not 9');
  });
});
