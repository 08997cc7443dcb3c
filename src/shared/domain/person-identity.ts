/**
 * Whether an intake is a person already on record (decision 0030). Shared phones and emails (a shelter's
 * front desk, a case manager's mobile) are normal for homeless veterans, so contact details alone never say
 * two intakes are one person: only the same name AND the same phone or email do (and the same date of birth
 * wherever both have one). Anything weaker opens a possible-duplicate pair that an admin reviews.
 */

/** What identifies a person on an intake or a record; phone as 10 digits, email in lower case. */
export interface PersonIdentity {
  name: string | null;
  phone: string | null;
  email: string | null;
  zipCode: string | null;
  /** yyyy-mm-dd, when known. */
  birthDate?: string | null;
}

export type IdentityField = 'name' | 'phone' | 'email' | 'zipCode' | 'birthDate';

/** same_person links automatically; possible_duplicate makes a new person and a pair to review. */
export type IdentityDecision = 'same_person' | 'possible_duplicate' | 'different';

/**
 * A name as compared: accents, case, punctuation and spacing dropped, "Last, First" turned to "First Last".
 * 'Reed,  MARCUS J.' and 'Marcus J Reed' compare equal; 'José' and 'Jose' too.
 */
export function normalisedName(name: string): string {
  const [last, ...rest] = name.split(',');
  const ordered = rest.length > 0 ? `${rest.join(' ')} ${last}` : name;
  return ordered
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const zip5 = (zipCode: string) => zipCode.trim().slice(0, 5);

function agrees(field: IdentityField, a: PersonIdentity, b: PersonIdentity): boolean {
  const left = a[field];
  const right = b[field];
  if (!left || !right) return false;
  if (field === 'name') return normalisedName(left) !== '' && normalisedName(left) === normalisedName(right);
  if (field === 'zipCode') return zip5(left) === zip5(right);
  if (field === 'email') return left.trim().toLowerCase() === right.trim().toLowerCase();
  return left === right;
}

const FIELDS: readonly IdentityField[] = ['name', 'phone', 'email', 'zipCode', 'birthDate'];

/** The fields both sides have and agree on, in a fixed order (shown to the admin as the evidence). */
export const agreeingFields = (a: PersonIdentity, b: PersonIdentity): IdentityField[] =>
  FIELDS.filter((field) => agrees(field, a, b));

const birthDatesDiffer = (a: PersonIdentity, b: PersonIdentity) =>
  Boolean(a.birthDate && b.birthDate && a.birthDate !== b.birthDate);

/** The one rule; symmetric in its two arguments. */
export function identityDecision(a: PersonIdentity, b: PersonIdentity): IdentityDecision {
  const same = agreeingFields(a, b);
  const name = same.includes('name');
  const contact = same.includes('phone') || same.includes('email');
  if (name && contact && !birthDatesDiffer(a, b)) return 'same_person';
  // a shared phone or email, or the same name in one place: worth a look, never a link
  if (contact || (name && (same.includes('zipCode') || same.includes('birthDate'))))
    return 'possible_duplicate';
  return 'different';
}

/** The words an admin reads for the evidence: "Same phone and ZIP code". */
export const IDENTITY_FIELD_LABELS: Record<IdentityField, string> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  zipCode: 'ZIP code',
  birthDate: 'date of birth',
};

export function evidenceSentence(fields: readonly IdentityField[]): string {
  const words = fields.map((field) => IDENTITY_FIELD_LABELS[field]);
  if (words.length === 0) return 'Nothing agrees';
  const last = words.pop();
  return `Same ${words.length > 0 ? `${words.join(', ')} and ${last}` : last}`;
}

/** A phone or email this many people on record give is a shared line (a shelter's desk): alone, it pairs nobody. */
export const SHARED_CONTACT_PEOPLE = 5;
/** The most pairs one intake opens for an admin; those with the same name come first. */
export const MAX_PAIRS_PER_INTAKE = 10;

/**
 * The people a new person is paired with for review: every possible duplicate with the same name, and those
 * sharing only a phone or email unless that contact is a shared line. Bounded, so a shelter's phone given by
 * hundreds of veterans neither floods the inbox nor slows the intake.
 */
export function pairsToReview<T extends PersonIdentity>(intake: PersonIdentity, people: readonly T[]): T[] {
  const evidence = people.map((person) => ({ person, same: agreeingFields(intake, person) }));
  const shared = (field: 'phone' | 'email') =>
    evidence.filter(({ same }) => same.includes(field)).length >= SHARED_CONTACT_PEOPLE;
  const sharedLine = { phone: shared('phone'), email: shared('email') };
  const worth = evidence.filter(({ person, same }) => {
    if (identityDecision(intake, person) === 'different') return false;
    if (same.includes('name')) return true;
    return (same.includes('phone') && !sharedLine.phone) || (same.includes('email') && !sharedLine.email);
  });
  const sameNameFirst = [
    ...worth.filter(({ same }) => same.includes('name')),
    ...worth.filter(({ same }) => !same.includes('name')),
  ];
  return sameNameFirst.slice(0, MAX_PAIRS_PER_INTAKE).map(({ person }) => person);
}
