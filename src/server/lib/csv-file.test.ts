import { csvFile, csvStream, neutraliseFormula } from './csv-file';

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'keeps %j from running as a formula',
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary text alone', () => {
    for (const value of ['12 Union St', '', 'a=b', 'Apt -2']) expect(neutraliseFormula(value)).toBe(value);
  });
});

describe('csvFile', () => {
  it('writes a header row and records for spreadsheets, neutralising text cells only', () => {
    const file = csvFile(
      ['Name', 'Rent'],
      [
        ['=cmd()', -5],
        ['Ann, Jr.', null],
      ],
    );
    expect(file).toBe('\uFEFFName,Rent\r\n\'=cmd(),-5\r\n"Ann, Jr.",\r\n');
  });
});

describe('csvStream', () => {
  it('streams the same file as csvFile', async () => {
    const records = [['=cmd()', -5] as const, ['Ann, Jr.', null] as const];
    let text = '';
    for await (const chunk of csvStream(['Name', 'Rent'], records)) text += String(chunk);
    expect(text).toBe(csvFile(['Name', 'Rent'], records));
  });
});
