import fc from 'fast-check';
import {
  agreeingFields,
  evidenceSentence,
  identityDecision,
  MAX_PAIRS_PER_INTAKE,
  normalisedName,
  type PersonIdentity,
  pairsToReview,
  SHARED_CONTACT_PEOPLE,
} from './person-identity';

const person = (over: Partial<PersonIdentity>): PersonIdentity => ({
  name: 'Marcus Reed',
  phone: '5185550100',
  email: null,
  zipCode: '12207',
  ...over,
});

describe('normalisedName', () => {
  it('drops case, accents, punctuation and spacing, and reads "Last, First" as "First Last"', () => {
    expect(normalisedName('  Reed,  MARCUS J. ')).toBe('marcus j reed');
    expect(normalisedName('Marcus J Reed')).toBe('marcus j reed');
    expect(normalisedName('José  Núñez-Ortiz')).toBe('jose nunez ortiz');
    expect(normalisedName("O'Brien, Dana")).toBe('dana o brien');
  });
});

describe('identityDecision', () => {
  it('links the same name with the same phone or the same email', () => {
    expect(identityDecision(person({}), person({ name: 'REED, Marcus', zipCode: '59001' }))).toBe(
      'same_person',
    );
    expect(
      identityDecision(
        person({ phone: null, email: 'm@example.org' }),
        person({ phone: '2125550199', email: 'M@Example.org' }),
      ),
    ).toBe('same_person');
  });

  it('never links two names on one shelter phone: a pair to review', () => {
    expect(identityDecision(person({}), person({ name: 'Dana Cole' }))).toBe('possible_duplicate');
  });

  it('flags the same name and ZIP with other contact details, and keeps different dates of birth apart', () => {
    expect(identityDecision(person({}), person({ phone: '5185550199' }))).toBe('possible_duplicate');
    expect(identityDecision(person({ birthDate: '1970-01-02' }), person({ birthDate: '1971-03-04' }))).toBe(
      'possible_duplicate',
    );
    expect(identityDecision(person({ birthDate: '1970-01-02' }), person({ birthDate: '1970-01-02' }))).toBe(
      'same_person',
    );
  });

  it('treats the same name elsewhere with nothing else in common as another person', () => {
    expect(identityDecision(person({}), person({ phone: null, zipCode: '59001' }))).toBe('different');
    expect(identityDecision(person({ name: null, phone: null }), person({ name: null, phone: null }))).toBe(
      'different',
    );
  });

  it('says the evidence in words', () => {
    expect(evidenceSentence(agreeingFields(person({}), person({ name: 'Dana Cole' })))).toBe(
      'Same phone and ZIP code',
    );
    expect(evidenceSentence(['name', 'phone', 'zipCode'])).toBe('Same name, phone and ZIP code');
  });
});

describe('pairsToReview', () => {
  const shelter = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) =>
      person({ name: `Resident ${from + index}`, zipCode: '59001' }),
    );

  it('pairs a phone shared by a few people, but not a shelter line that many people give', () => {
    const intake = person({ name: 'Dana Cole', zipCode: '59001' });
    expect(pairsToReview(intake, shelter(SHARED_CONTACT_PEOPLE - 1))).toHaveLength(SHARED_CONTACT_PEOPLE - 1);
    expect(pairsToReview(intake, shelter(150))).toEqual([]);
  });

  it('always pairs the same name on a shared line, and never more than the cap', () => {
    const namesake = person({ name: 'Cole, Dana', phone: '5185550100', birthDate: '1970-01-01' });
    const intake = person({ name: 'Dana Cole', birthDate: '1980-01-01' });
    expect(pairsToReview(intake, [...shelter(150), namesake])).toEqual([namesake]);
    const namesakes = Array.from({ length: 30 }, () => person({ name: 'Dana Cole', phone: null }));
    expect(pairsToReview(person({ name: 'Dana Cole', phone: '2125550100' }), namesakes)).toHaveLength(
      MAX_PAIRS_PER_INTAKE,
    );
  });
});

const names = fc.constantFrom('Marcus Reed', 'Reed, Marcus', 'MARCUS  REED', 'Dana Cole', 'José Núñez', null);
const phones = fc.constantFrom('5185550100', '5185550101', null);
const emails = fc.constantFrom('a@example.org', 'A@example.org', 'b@example.org', null);
const zips = fc.constantFrom('12207', '12207-1234', '59001', null);
const births = fc.constantFrom('1970-01-02', '1980-05-06', null, undefined);
const identities = fc.record({ name: names, phone: phones, email: emails, zipCode: zips, birthDate: births });

describe('identityDecision properties', () => {
  it('is symmetric', () => {
    fc.assert(
      fc.property(identities, identities, (a, b) => identityDecision(a, b) === identityDecision(b, a)),
    );
  });

  it('never links without the names agreeing and a phone or email agreeing', () => {
    fc.assert(
      fc.property(identities, identities, (a, b) => {
        if (identityDecision(a, b) !== 'same_person') return true;
        const same = agreeingFields(a, b);
        return same.includes('name') && (same.includes('phone') || same.includes('email'));
      }),
    );
  });

  it('never links two different dates of birth', () => {
    fc.assert(
      fc.property(identities, identities, (a, b) => {
        const differ = a.birthDate && b.birthDate && a.birthDate !== b.birthDate;
        return !differ || identityDecision(a, b) !== 'same_person';
      }),
    );
  });

  it('links a person to themselves when they have a name and a contact', () => {
    fc.assert(
      fc.property(identities, (a) => {
        const linkable = a.name !== null && (a.phone !== null || a.email !== null);
        return (identityDecision(a, a) === 'same_person') === linkable;
      }),
    );
  });
});
