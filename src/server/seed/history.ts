import type { Database } from '@server/db/client';
import { matches, personEvents, placements, referrals, veterans } from '@server/db/schema';
import { appendPersonEvents, type NewPersonEvent } from '@server/modules/veterans';
import { CE_EVENTS } from '@shared/domain/hmis-codes';
import type { PersonEventDetails, PersonEventType } from '@shared/domain/person-timeline';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Random } from './random';

const DAY = 86_400_000;
const SYSTEM = { kind: 'system', id: null } as const;
const LATE_REASON = 'Demo data: the past year, recorded when the demo was made';
/** Where people were staying when identified, most often the street or a shelter. */
const SITUATIONS = [116, 116, 116, 101, 101, 101, 118, 335, 336, 206, 207, 205, 314] as const;

/** An event of the past as the history plans it: when, and the organisation it concerns. */
type HistoryEvent = {
  [T in PersonEventType]: {
    type: T;
    at: Date;
    details: PersonEventDetails[T];
    organizationId?: string | null;
  };
}[PersonEventType];

/**
 * A year of history for the demo people who have none yet (issue 33, point 7), read from what the seed's records
 * already say, so the timeline agrees with every page: each person is identified (with where they slept, since
 * when, and the chronic answers) before anything else happened to them, contacted along the way, referred when
 * their referral arrived, offered the homes the engine proposed or the team approved, with the decisions and
 * move-ins the matches and placements record; of the rest, some went quiet (inactive), some left (exited) and a
 * few came back. Appended through the timeline's one write path.
 */
export async function seedHistory(db: Database, random: Random, now: Date): Promise<number> {
  // people with no identification yet; some already have the engine's offers (the demo's real engine run)
  const people = await db
    .select({ id: veterans.id, createdAt: veterans.createdAt, organizationId: veterans.organizationId })
    .from(veterans)
    .where(
      notExists(
        db
          .select({ id: personEvents.id })
          .from(personEvents)
          .where(and(eq(personEvents.veteranId, veterans.id), eq(personEvents.type, 'identified'))),
      ),
    );
  const offered = new Set(
    (
      await db
        .select({ offerId: sql<string>`${personEvents.details}->>'offerId'` })
        .from(personEvents)
        .where(eq(personEvents.type, 'offered'))
    ).map((row) => row.offerId),
  );
  if (people.length === 0) return 0;
  const referralRows = await db.select().from(referrals);
  const matchRows = await db.select().from(matches);
  const placementRows = await db.select().from(placements);
  const byPerson = <T extends { veteranId: string | null }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows)
      if (row.veteranId) map.set(row.veteranId, [...(map.get(row.veteranId) ?? []), row]);
    return map;
  };
  const referralsOf = byPerson(referralRows);
  const matchesOf = byPerson(matchRows);
  const placementsOf = byPerson(placementRows);
  const events: NewPersonEvent[] = [];
  const past = (at: Date) => new Date(Math.min(at.getTime(), now.getTime() - 60_000));
  for (const person of people) {
    const own = {
      referrals: referralsOf.get(person.id) ?? [],
      matches: matchesOf.get(person.id) ?? [],
      placements: placementsOf.get(person.id) ?? [],
    };
    const firstRecord = Math.min(
      person.createdAt.getTime(),
      ...own.referrals.map((r) => r.createdAt.getTime()),
      ...own.matches.map((m) => m.createdAt.getTime()),
    );
    // identified some days before anything was recorded of them, within the year
    const identifiedAt = past(
      new Date(Math.max(now.getTime() - 365 * DAY, firstRecord - random.int(1, 40) * DAY)),
    );
    const push = (event: HistoryEvent) => {
      const { at, ...facts } = event;
      events.push({
        ...facts,
        veteranId: person.id,
        occurredAt: past(at).toISOString(),
        recordedBy: SYSTEM,
        lateReason: LATE_REASON,
      } as NewPersonEvent);
    };
    const months = random.int(1, 13);
    push({
      type: 'identified',
      at: identifiedAt,
      organizationId: person.organizationId,
      details: {
        livingSituation: random.pick(SITUATIONS),
        homelessSince: new Date(identifiedAt.getTime() - months * 30 * DAY).toISOString().slice(0, 10),
        disablingCondition: random.chance(0.55),
        timesHomeless: random.pick([1, 1, 2, 3, 4] as const),
        monthsHomeless: months,
      },
    });
    for (const referral of own.referrals) {
      push({
        type: 'referred',
        at: referral.createdAt,
        organizationId: referral.organizationId,
        details: { referralId: referral.id, need: referral.needType ?? null },
      });
      if (referral.contactedAt)
        push({
          type: 'contacted',
          at: referral.contactedAt,
          organizationId: referral.organizationId,
          details: { livingSituation: null },
        });
    }
    for (const match of own.matches) {
      const offeredAt = match.origin === 'engine' ? match.createdAt : match.approvedAt;
      if (!offeredAt || match.origin === 'placement') continue;
      const offer = { offerKind: 'match' as const, offerId: match.id };
      if (!offered.has(match.id))
        push({
          type: 'offered',
          at: offeredAt,
          details: { ...offer, ceEvent: CE_EVENTS.otherPermanentHousing, propertyId: match.propertyId },
        });
      if (match.approvedAt)
        push({
          type: 'offer_decided',
          at: match.approvedAt,
          details: { ...offer, result: 'accepted', reason: null },
        });
      if (match.status === 'declined' && match.declinedAt) {
        const result = random.chance(0.5) ? 'declined_by_veteran' : 'declined_by_provider';
        push({
          type: 'offer_decided',
          at: match.declinedAt,
          details: { ...offer, result, reason: match.declineReason },
        });
      }
    }
    const placedMatch = own.matches.find((m) => m.status === 'placed' && m.placedAt);
    const placement = own.placements[0];
    if (placement || placedMatch) {
      push({
        type: 'moved_in',
        at: placement ? new Date(`${placement.placementDate}T12:00:00Z`) : (placedMatch?.placedAt as Date),
        organizationId: placement?.organizationId ?? null,
        details: {
          propertyId: placement?.propertyId ?? placedMatch?.propertyId ?? null,
          placementId: placement?.id ?? null,
          rentCents: placement?.monthlyRentCents ?? null,
          subsidy: random.chance(0.4) ? 'hud_vash' : null,
        },
      });
      continue;
    }
    const open = own.matches.some((m) => ['pending', 'contacted', 'approved'].includes(m.status));
    const working = own.referrals.some((r) =>
      ['new', 'contacted', 'in_progress', 'matched'].includes(r.status),
    );
    if (open || working) continue;
    // the people nobody is working with now: contacts, then some go quiet, leave, or come back
    const outreach = new Date(identifiedAt.getTime() + random.int(10, 60) * DAY);
    if (outreach.getTime() < now.getTime())
      push({ type: 'contacted', at: outreach, details: { livingSituation: random.pick(SITUATIONS) } });
    const fate = random.int(0, 9);
    const later = new Date(outreach.getTime() + random.int(95, 200) * DAY);
    if (later.getTime() >= now.getTime()) continue;
    if (fate <= 1) push({ type: 'inactive', at: later, details: {} });
    else if (fate === 2)
      push({ type: 'exited', at: later, details: { destination: random.pick([422, 423, 312, 206]) } });
    else if (fate === 3) {
      push({
        type: 'transitional_entered',
        at: later,
        details: { programme: random.pick(['grant_per_diem', 'service_intensive'] as const) },
      });
    } else if (fate === 4) {
      push({ type: 'inactive', at: later, details: {} });
      const back = new Date(later.getTime() + random.int(20, 60) * DAY);
      if (back.getTime() < now.getTime())
        push({ type: 'returned', at: back, details: { from: 'from_inactive' } });
    }
  }
  await appendPersonEvents(db, events, now);
  return events.length;
}
