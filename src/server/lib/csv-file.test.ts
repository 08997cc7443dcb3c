import { csvFile, csvStream, neutraliseFormula } from './csv-file';

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'keeps %j from running as a formula',
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it.each([
    ['Bob;=1+2', "Bob;'=1+2"],
    ['Bob,+1', "Bob,'+1"],
    ['a\t@SUM(A1)', "a\t'@SUM(A1)"],
    ['x; -2', "x; '-2"],
    ['=1;=2', "'=1;'=2"],
  ])('neutralises a formula after a separator inside the cell: %j', (value, safe) => {
    expect(neutraliseFormula(value)).toBe(safe);
  });

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
    expect(file).toBe('\uFEFFName,Rent\r\n"\'=cmd()",-5\r\n"Ann, Jr.",\r\n');
  });

  it('quotes every text cell, so a semicolon-separated spreadsheet never splits one into a formula', () => {
    expect(csvFile(['Name'], [['Bob;=1+2'], ['Plain'], ['']])).toBe(
      '\uFEFFName\r\n"Bob;\'=1+2"\r\n"Plain"\r\n""\r\n',
    );
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
