import { neutraliseFormula } from './csv';

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
