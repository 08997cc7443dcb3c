import type { ReferralStatus } from '@shared/domain/referral-status';

/** Names, needs and notes for the demo referrals. Every person here is made up. */
export const VETERAN_FIRST_NAMES = [
  'Andre',
  'Beatriz',
  'Calvin',
  'Darnell',
  'Elena',
  'Frank',
  'Gloria',
  'Hector',
  'Imani',
  'Jerome',
  'Kathleen',
  'Lamar',
  'Monique',
  'Nathan',
  'Olivia',
  'Patrick',
  'Rosa',
  'Samuel',
  'Tamara',
  'Victor',
  'Wendell',
  'Yolanda',
] as const;

export const VETERAN_LAST_NAMES = [
  'Alvarez',
  'Bennett',
  'Chambers',
  'DeLuca',
  'Ellison',
  'Fitzgerald',
  'Greene',
  'Hoffman',
  'Irving',
  'Jackson',
  'Kowalski',
  'Lindqvist',
  'Mitchell',
  'Novak',
  "O'Connor",
  'Pham',
  'Quinones',
  'Reyes',
  'Sullivan',
  'Thompson',
  'Washington',
  'Yazzie',
] as const;

export type NeedType = 'housing' | 'mental_health' | 'benefits' | 'legal' | 'employment';

/** What the referrer wrote about the veteran's need, by need type. */
export const NEEDS: Record<NeedType, readonly string[]> = {
  housing: [
    'Sleeping in a truck since the lease ended in the spring. Needs a room affordable on VA disability pay.',
    'Facing eviction at the end of the month after a rent increase. Has a HUD-VASH voucher but no unit yet.',
    'Couch surfing with family; wants a place near the VA clinic and a bus line.',
    'Living in a motel paid week to week. Has a service dog and needs a pet-friendly unit.',
    'Uses a wheelchair and needs a first-floor or elevator unit with a roll-in shower.',
    'Parent of two leaving an unsafe home. Needs a two-bedroom within 30 days.',
  ],
  mental_health: [
    'Recently discharged and having trouble sleeping. Asked for a peer support group close to home.',
    'Referred by the VA emergency room after a crisis visit. Needs a follow-up counselor this week.',
    'Wants help with PTSD treatment options that fit a night-shift work schedule.',
  ],
  benefits: [
    'Disability claim denied last year; needs help filing a supplemental claim with new evidence.',
    'Not enrolled in VA health care yet. Needs help with the 10-10EZ and finding a primary care doctor.',
    'Wants to know if a GI Bill housing allowance can cover rent while in a training program.',
  ],
  legal: [
    'Landlord is keeping the security deposit and threatening court. Needs advice before the hearing.',
    'Other-than-honorable discharge; wants help applying for a discharge upgrade.',
    'Child support order based on old income; needs help asking the court to change it.',
  ],
  employment: [
    'Former Army mechanic looking for steady work close to home. Has a commercial driver license.',
    'Needs help writing a resume that explains eight years of Navy logistics work.',
  ],
};

/** Internal notes partners keep, by the status the referral is in (each at most 280 characters). */
export const NOTES: Record<ReferralStatus, readonly string[]> = {
  new: [''],
  contacted: [
    'Reached by phone on the second try. Intake appointment set for Thursday at 10.',
    'Texted first, veteran called back the same day. Sending the document checklist by email.',
    'Spoke with the case manager; veteran prefers calls after 5 pm.',
  ],
  in_progress: [
    'HUD-VASH packet sent to the VA; waiting on voucher issuance. Follow up Monday.',
    'Two units toured, one application pending. Landlord wants the last pay stub.',
    'Benefits appointment booked with the county veterans service officer.',
  ],
  matched: [
    'Matched with a 2-bedroom apartment. Lease signing set; move-in kit requested.',
    'Landlord approved the application. Security deposit paid through SSVF.',
    'Placed in a shared house with two other veterans; 30-day check-in on the calendar.',
  ],
  closed: [
    'Moved in and stable at the 90-day check-in. Closing with the veteran agreement.',
    'Veteran chose another program closer to family. Closed with consent.',
    'Case resolved: eviction dismissed after the back rent was paid.',
  ],
  placed: [
    'Moved in with the placement recorded here. 30-day check-in on the calendar.',
    'Lease signed and keys handed over; placement recorded with the home on the platform.',
  ],
  unable_to_reach: [
    'Three calls and two emails over two weeks, no answer. Voicemail box is full.',
    'Phone number is disconnected. Asked the case manager for a new contact.',
  ],
};
