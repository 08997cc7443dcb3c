import { PASSWORD_TOO_SHORT_MESSAGE, passwordProblem } from './password-strength';

describe('passwordProblem', () => {
  it('accepts long, unrelated words and the demo password', () => {
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('quiet harbor lantern')).toBeNull();
    expect(passwordProblem('veterans-demo')).toBeNull();
  });

  it("keeps the spec's minimum length message", () => {
    expect(passwordProblem('Ab1!x')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 8 characters');
  });

  it('refuses common and guessable passwords with a helpful message', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'P@ssw0rd!', 'iloveyou1'])
      expect(passwordProblem(password)).toMatch(
        /^This password is too easy to guess\. .*Try three or four unrelated words\.$/,
      );
    expect(passwordProblem('password')).toBe(
      'This password is too easy to guess. This is a heavily used password. Try three or four unrelated words.',
    );
  });

  it("refuses a password built from the person's own name, email or organisation", () => {
    expect(passwordProblem('casey@example.com', ['Casey Owner', 'casey@example.com'])).not.toBeNull();
    expect(passwordProblem('lakesidevets', ['Lakeside Vets'])).not.toBeNull();
    expect(passwordProblem('lakeside vets 1', ['Lakeside Vets'])).not.toBeNull();
    // the same passwords from someone else are fine
    expect(passwordProblem('casey@example.com')).toBeNull();
    expect(passwordProblem('lakesidevets')).toBeNull();
  });

  it('judges a long repeated pattern quickly (only the first 64 characters count)', () => {
    const started = performance.now();
    expect(passwordProblem('aB3$'.repeat(50))).not.toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
