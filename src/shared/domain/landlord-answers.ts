/**
 * A landlord's answer on a request or match for their home, and the outcome after the meeting (issue 34,
 * point 2). Accepting ("I'd like to meet them") approves the match, so the landlord sees how to reach the
 * veteran; declining closes it with a reason; a question goes to the housing team's inbox.
 */
export const LANDLORD_ANSWERS = ['accept', 'decline', 'question'] as const;
export type LandlordAnswer = (typeof LANDLORD_ANSWERS)[number];

export const LANDLORD_ANSWER_LABELS: Record<LandlordAnswer, string> = {
  accept: "I'd like to meet them",
  decline: 'Decline',
  question: 'Ask the housing team a question',
};

export const LANDLORD_DECLINE_REASONS = [
  'home_no_longer_available',
  'rent_or_subsidy',
  'accessibility',
  'pets',
  'move_in_date',
  'other',
] as const;
export type LandlordDeclineReason = (typeof LANDLORD_DECLINE_REASONS)[number];

export const LANDLORD_DECLINE_REASON_LABELS: Record<LandlordDeclineReason, string> = {
  home_no_longer_available: 'The home is no longer available',
  rent_or_subsidy: "The rent or subsidy doesn't work for this home",
  accessibility: "The home doesn't meet the veteran's accessibility needs",
  pets: "The home can't take the veteran's pet",
  move_in_date: "The move-in dates don't work",
  other: 'Another reason',
};

/** After the meeting: they moved in (with the date), or it didn't work out (with a reason). */
export const LANDLORD_OUTCOMES = ['moved_in', 'not_a_fit'] as const;
export type LandlordOutcome = (typeof LANDLORD_OUTCOMES)[number];

export const NOT_A_FIT_REASONS = [
  'veteran_chose_another_home',
  'veteran_did_not_come',
  'lease_terms',
  'home_not_suitable',
  'other',
] as const;
export type NotAFitReason = (typeof NOT_A_FIT_REASONS)[number];

export const NOT_A_FIT_REASON_LABELS: Record<NotAFitReason, string> = {
  veteran_chose_another_home: 'The veteran chose another home',
  veteran_did_not_come: "We couldn't meet: the veteran didn't come or couldn't be reached",
  lease_terms: "We couldn't agree on the lease",
  home_not_suitable: "The home didn't suit the veteran's needs",
  other: 'Another reason',
};

/** Statuses a landlord can answer on (before approval) and record an outcome on (after it). */
export const ANSWERABLE_MATCH_STATUSES = ['pending', 'contacted'] as const;
export const OUTCOME_MATCH_STATUSES = ['approved'] as const;

/** Timers (stalled-work): the landlord is reminded after 48 hours without an answer, the housing team after 96. */
export const LANDLORD_ANSWER_REMINDER_HOURS = 48;
export const LANDLORD_ANSWER_ESCALATION_HOURS = 96;
/** How soon the housing team answers a landlord's question (what the messages promise). */
export const LANDLORD_QUESTION_REPLY = 'two business days';

/** The next step each answer or outcome means, as the veteran and their case worker are told it. */
export const LANDLORD_NEXT_STEP: Record<LandlordAnswer | LandlordOutcome, string> = {
  accept:
    'The landlord would like to meet you. They now have your contact details and will reach out to set a time; if you have not heard from them in 3 days, contact us.',
  decline:
    'The landlord said no to this home. The request is closed, and our matching keeps looking for another home.',
  question: `The landlord asked our housing team a question before answering. We will reply within ${LANDLORD_QUESTION_REPLY}, and the landlord answers after that.`,
  moved_in: 'The landlord recorded the move-in. Welcome home.',
  not_a_fit:
    "The landlord recorded that this home didn't work out. Our matching keeps looking for another home.",
};
