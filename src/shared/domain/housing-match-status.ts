/** Housing match workflow (spec 2, section 4 lists the statuses; the moves are ours). */
export const HOUSING_MATCH_STATUSES = ['pending', 'contacted', 'approved', 'placed', 'declined'] as const;
export type HousingMatchStatus = (typeof HOUSING_MATCH_STATUSES)[number];

/** A match still being worked: it holds the veteran's one open engine match. */
export const OPEN_HOUSING_MATCH_STATUSES = [
  'pending',
  'contacted',
  'approved',
] as const satisfies readonly HousingMatchStatus[];

/** Every match except a declined one: it holds the veteran-and-home pair (one such match per pair). */
export const NOT_DECLINED_MATCH_STATUSES = [
  'pending',
  'contacted',
  'approved',
  'placed',
] as const satisfies readonly HousingMatchStatus[];

export const isOpenMatch = (status: string): boolean =>
  (OPEN_HOUSING_MATCH_STATUSES as readonly string[]).includes(status);
export const isNotDeclined = (status: string): boolean =>
  (NOT_DECLINED_MATCH_STATUSES as readonly string[]).includes(status);

/**
 * How a match came about: the veteran asked for the home, the engine proposed it, or a partner recorded
 * a placement in it that no match had led to.
 */
export const MATCH_ORIGINS = ['veteran_request', 'engine', 'placement'] as const;
export type MatchOrigin = (typeof MATCH_ORIGINS)[number];

export const HOUSING_MATCH_STATUS_LABELS: Record<HousingMatchStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  approved: 'Approved',
  placed: 'Placed',
  declined: 'Declined',
};

/** pending → contacted → approved → placed; any open match may be declined (with a reason). Placed and declined are final. */
export type HousingMatchMove = Exclude<HousingMatchStatus, 'pending'>;
export const HOUSING_MATCH_MOVES = [
  'contacted',
  'approved',
  'placed',
  'declined',
] as const satisfies readonly HousingMatchMove[];

export const HOUSING_MATCH_TRANSITIONS: Record<HousingMatchStatus, readonly HousingMatchMove[]> = {
  pending: ['contacted', 'declined'],
  contacted: ['approved', 'declined'],
  approved: ['placed', 'declined'],
  placed: [],
  declined: [],
};

/** Button text for moving a match into a status. */
export const HOUSING_MATCH_ACTION_LABELS: Record<HousingMatchMove, string> = {
  contacted: 'Mark Contacted',
  approved: 'Approve',
  placed: 'Mark Placed',
  declined: 'Decline',
};

export function canMoveHousingMatch(from: HousingMatchStatus, to: HousingMatchStatus): boolean {
  return (HOUSING_MATCH_TRANSITIONS[from] as readonly HousingMatchStatus[]).includes(to);
}

export function isOpenHousingMatch(status: HousingMatchStatus): boolean {
  return (OPEN_HOUSING_MATCH_STATUSES as readonly HousingMatchStatus[]).includes(status);
}

export const DECLINE_REASON_REQUIRED_MESSAGE = 'Give a reason for declining this match';
export const DECLINE_REASON_MAX = 500;
