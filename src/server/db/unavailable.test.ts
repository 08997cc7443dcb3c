import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a cut connection, a refused one and a lost race, also under drizzle’s wrapper', () => {
    for (const code of ['57P01', '25P03', '08006', '53300', '40001', 'ECONNREFUSED'])
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = Object.assign(new Error('Failed query: begin'), {
      query: 'begin',
      params: [],
      cause: withCode('57P01'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('is not fooled by a typed value that reads like one, nor by our own bugs', () => {
    const typed = Object.assign(new Error('Failed query: insert ...\nparams: Connection terminated'), {
      query: 'insert ...',
      params: ['Connection terminated'],
      cause: withCode('23505', 'duplicate key value violates unique constraint'),
    });
    expect(isDatabaseUnavailable(typed)).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});
