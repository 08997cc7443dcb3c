import { existsSync, readFileSync } from 'node:fs';
import { hmisCsv } from './csv-write';
import { CsvSpool } from './export-spool';

describe('CsvSpool', () => {
  it('writes each file as hmisCsv would, and leaves nothing behind once removed', async () => {
    const spool = await CsvSpool.open(['Client', 'Exit'] as const);
    const rows = [
      { PersonalID: 'a', FirstName: 'Ann, "Nan"' },
      { PersonalID: 'b', FirstName: 'Bo' },
    ];
    await spool.write('Client', rows.slice(0, 1));
    await spool.write('Client', rows.slice(1));
    const paths = await spool.close();
    expect(readFileSync(paths.get('Client') ?? '', 'utf8')).toBe(hmisCsv('Client', rows));
    expect(readFileSync(paths.get('Exit') ?? '', 'utf8')).toBe(hmisCsv('Exit', []));
    await spool.remove();
    expect(existsSync(spool.folder)).toBe(false);
  });
});
