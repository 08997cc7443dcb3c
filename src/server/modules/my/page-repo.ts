import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import type { VeteranPrincipal } from '@server/plugins/auth';
import type { CoLivingMatchStatus } from '@shared/domain/co-living/vocabulary';
import type { HousingMatchStatus, MatchOrigin } from '@shared/domain/housing-match-status';
import { sql } from 'drizzle-orm';

export interface MyMatchRow {
  id: string;
  origin: MatchOrigin;
  status: HousingMatchStatus;
  reference: string | null;
  declineReason: string | null;
  address: string;
  city: string;
  state: string;
  createdAt: string;
  updatedAt: string;
  /** When the veteran was told of it (an offer's decision window starts then). */
  offeredAt: string | null;
  /** When the landlord or the housing team approved it (a request is an offer from then). */
  approvedAt: string | null;
  /** The veteran's own decision on an offer, from the timeline. */
  decision: 'accepted' | 'declined_by_veteran' | null;
}

export interface MyApplicationRow {
  id: string;
  reference: string;
  status: string;
  waitingReason: string | null;
  createdAt: string;
}

/** A co-living household proposed to the veteran (sent to them: not a proposal still being prepared). */
export interface MyHouseholdRow {
  id: string;
  reference: string;
  status: CoLivingMatchStatus;
  householdName: string;
  householdStatus: string;
  address: string;
  city: string;
  state: string;
  rentShareCents: number;
  recommendedTrialPeriod: number;
  trialStartedAt: string | null;
  trialEndsAt: string | null;
  notifiedAt: string | null;
  declineReason: string | null;
  createdAt: string;
}

export interface MyReferralRow {
  id: string;
  reference: string | null;
  status: string;
  organizationName: string;
  organizationPhone: string | null;
  createdAt: string;
}

export interface MyPageRows {
  name: string | null;
  email: string | null;
  phone: string | null;
  pendingEmail: string | null;
  organization: { name: string; phone: string | null; email: string | null } | null;
  events: { type: string; occurredAt: string; details: Record<string, unknown> }[];
  matches: MyMatchRow[];
  applications: MyApplicationRow[];
  households: MyHouseholdRow[];
  referrals: MyReferralRow[];
}

/**
 * Everything the veteran's page shows, in one statement: the person, their timeline, and their requests, offers,
 * co-living applications and referrals; with a 'subjects' session only the ones it was opened for.
 */
export async function selectMyPage(db: Database, who: VeteranPrincipal): Promise<MyPageRows | null> {
  const subjects =
    who.scope === 'person' ? sql`true` : sql`x.id = any(${`{${who.subjectIds.join(',')}}`}::uuid[])`;
  const [found] = await rows<MyPageRows>(
    db,
    sql`
    select v.name, v.email, v.phone,
      (select l.sent_to from veteran_links l where l.veteran_id = v.id and l.purpose = 'confirm_email'
          and l.used_at is null and l.revoked_at is null and l.expires_at > now()
        order by l.created_at desc limit 1) as "pendingEmail",
      (select json_build_object('name', o.name, 'phone', o.phone, 'email', o.email)
         from organizations o where o.id = v.organization_id) as organization,
      coalesce((select json_agg(json_build_object('type', e.type, 'occurredAt', e.occurred_at, 'details', e.details)
                  order by e.occurred_at)
         from person_events e where e.veteran_id = v.id), '[]') as events,
      coalesce((select json_agg(json_build_object(
           'id', x.id, 'origin', x.origin, 'status', x.status, 'reference', x.reference,
           'declineReason', x.decline_reason, 'address', p.address, 'city', p.city, 'state', p.state,
           'createdAt', x.created_at, 'updatedAt', x.updated_at, 'offeredAt', x.veteran_notified_at,
           'approvedAt', x.approved_at,
           'decision', (select e.details->>'result' from person_events e
                         where e.veteran_id = v.id and e.type = 'offer_decided' and e.details->>'offerId' = x.id::text
                           and e.details->>'result' in ('accepted', 'declined_by_veteran')
                         order by e.occurred_at desc limit 1))
           order by x.created_at desc)
         from matches x join properties p on p.id = x.property_id
        where x.veteran_id = v.id and x.origin in ('veteran_request', 'engine') and ${subjects}), '[]') as matches,
      coalesce((select json_agg(json_build_object('id', x.id, 'reference', x.reference, 'status', x.status,
           'waitingReason', x.waiting_reason, 'createdAt', x.created_at) order by x.created_at desc)
         from co_living_applications x where x.veteran_id = v.id and ${subjects}), '[]') as applications,
      coalesce((select json_agg(json_build_object('id', m.id, 'reference', x.reference, 'status', m.status,
           'householdName', h.household_name, 'householdStatus', h.status, 'address', p.address, 'city', p.city,
           'state', p.state, 'rentShareCents', m.rent_share_cents, 'recommendedTrialPeriod', m.recommended_trial_period,
           'trialStartedAt', h.trial_started_at, 'trialEndsAt', h.trial_ends_at, 'notifiedAt', m.notified_at,
           'declineReason', m.decline_reason, 'createdAt', m.created_at) order by m.created_at desc)
         from co_living_matches m join co_living_applications x on x.id = m.application_id
         join co_living_households h on h.id = m.household_id join properties p on p.id = h.property_id
        where x.veteran_id = v.id and m.status <> 'pending' and ${subjects}), '[]') as households,
      coalesce((select json_agg(json_build_object('id', x.id, 'reference', x.reference, 'status', x.status,
           'organizationName', o.name, 'organizationPhone', o.phone, 'createdAt', x.created_at) order by x.created_at desc)
         from referrals x join organizations o on o.id = x.organization_id
        where x.veteran_id = v.id and ${subjects}), '[]') as referrals
    from veterans v where v.id = ${who.veteranId}`,
  );
  return found ?? null;
}
