import { intakeAddress } from './intake-contact';

describe('intakeAddress', () => {
  it('takes the contact the intake gave, whatever is on record', () => {
    expect(intakeAddress('marcus@example.com', true, 'other@example.com')).toBe('marcus@example.com');
    expect(intakeAddress('marcus@example.com', false, 'other@example.com')).toBe('marcus@example.com');
  });

  it("falls back to the person's own contact only when the intake was linked to them", () => {
    expect(intakeAddress(null, true, 'own@example.com')).toBe('own@example.com');
    expect(intakeAddress('  ', true, 'own@example.com')).toBe('own@example.com');
    expect(intakeAddress(null, false, 'someone.else@example.com')).toBeNull();
    expect(intakeAddress(undefined, true, null)).toBeNull();
  });
});
