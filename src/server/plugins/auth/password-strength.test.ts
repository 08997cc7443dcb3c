import { DEMO_PASSWORD } from '@shared/contracts/auth';
import { DEMO_PASSWORD_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, passwordProblem } from './password-strength';

describe('passwordProblem', () => {
  it('accepts long, unrelated words', () => {
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('quiet harbor lantern')).toBeNull();
  });

  it('refuses the published demo password and what is built on it: only the demo seed sets it', () => {
    for (const password of [DEMO_PASSWORD, 'Veterans Demo', 'VETERANS_DEMO!'])
      expect(passwordProblem(password)).toBe(DEMO_PASSWORD_MESSAGE);
    expect(passwordProblem('veterans-demo-1')).not.toBeNull();
    expect(DEMO_PASSWORD_MESSAGE).toBe(
      "This is the demo accounts' published password. Try three or four unrelated words.",
    );
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
