import type { PersonEventFacts, TransitionalProgramme } from '@shared/domain/person-timeline';
import { readCsv } from './csv-read';
import { NO_EXIT_INTERVIEW, TRANSITIONAL_FUNDERS } from './export-stays';

/** One fact of an imported person's path: the timeline's own shape, keyed by the file's PersonalID. */
export type CommunityEvent = PersonEventFacts & { personKey: string };

type Row = Record<string, string>;

/** A checked file's records as objects by column name (the check has vouched for the header). */
export function csvObjects(text: string | undefined): Row[] {
  const [header = [], ...rows] = readCsv(text ?? '') ?? [];
  return rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i] ?? ''])));
}

/** A day of the file as a moment: HMIS carries days, so every fact happens at midnight UTC. */
const at = (day: string) => `${day.slice(0, 10)}T00:00:00.000Z`;
const code = (value: string | undefined) => (value ? Number(value) : null);
/** HMIS's "don't know, refused, not collected" (8, 9, 99) say nothing. */
const known = (value: number | null) => (value === null || [8, 9, 99].includes(value) ? null : value);
const REFERRAL_EVENT = 7;
const RESULTS = { '1': 'accepted', '2': 'declined_by_veteran', '3': 'declined_by_provider' } as const;

function enrollmentEvents(enrollment: Row, earlier: Row | undefined): PersonEventFacts[] {
  const disabling = enrollment.DisablingCondition;
  const times = known(code(enrollment.TimesHomelessPastThreeYears));
  const months = known(code(enrollment.MonthsHomelessPastThreeYears));
  const answered = disabling === '1' || disabling === '0' || times !== null || months !== null;
  const occurredAt = at(enrollment.EntryDate ?? '');
  const start: PersonEventFacts =
    !earlier || answered || enrollment.DateToStreetESSH
      ? {
          type: 'identified',
          occurredAt,
          details: {
            livingSituation: known(code(enrollment.LivingSituation)),
            homelessSince: enrollment.DateToStreetESSH || null,
            disablingCondition: disabling === '1' ? true : disabling === '0' ? false : null,
            timesHomeless: times === null ? null : (Math.min(4, Math.max(1, times)) as 1 | 2 | 3 | 4),
            monthsHomeless: months === null ? null : months - 100,
          },
        }
      : {
          type: 'returned',
          occurredAt,
          details: { from: earlier.MoveInDate ? 'from_housing' : 'from_inactive' },
        };
  const movedIn: PersonEventFacts[] = enrollment.MoveInDate
    ? [
        {
          type: 'moved_in',
          occurredAt: at(enrollment.MoveInDate),
          details: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
        },
      ]
    : [];
  return [start, ...movedIn];
}

function eventFacts(event: Row): PersonEventFacts[] {
  const ceEvent = Number(event.Event);
  const occurredAt = at(event.EventDate ?? '');
  if (ceEvent === REFERRAL_EVENT)
    return [{ type: 'referred', occurredAt, details: { referralId: null, need: 'housing' } }];
  const offerId = event.EventID ?? '';
  const offered: PersonEventFacts = {
    type: 'offered',
    occurredAt,
    details: { offerKind: 'match', offerId, ceEvent, propertyId: null },
  };
  const result = RESULTS[event.ReferralResult as keyof typeof RESULTS];
  if (!result || !event.ResultDate) return [offered];
  return [
    offered,
    {
      type: 'offer_decided',
      occurredAt: at(event.ResultDate),
      details: { offerKind: 'match', offerId, result, reason: null },
    },
  ];
}

/**
 * A checked HMIS CSV export read back into the timeline's facts (the inverse of export-rows.ts), so the shared
 * calculators give a community's figures: each Enrollment starts an episode (identified with its intake answers;
 * a later one without answers is a return, from housing when the earlier one moved in), MoveInDate a move-in,
 * Exit an exit to its destination, an enrollment in transitional housing a stay there, Event 7 a referral and other 4.20 events offers with their result, Current
 * Living Situations contacts. Deleted records (DateDeleted) are left out.
 */
export function communityEventsOf(files: ReadonlyMap<string, string>): CommunityEvent[] {
  const live = (rows: Row[]) => rows.filter((row) => !row.DateDeleted);
  const programmes = transitionalProgrammes(files);
  const enrollments = live(csvObjects(files.get('Enrollment.csv'))).sort((a, b) =>
    (a.EntryDate ?? '').localeCompare(b.EntryDate ?? ''),
  );
  const byId = new Map(enrollments.map((row) => [row.EnrollmentID ?? '', row]));
  const personOf = (enrollmentId: string | undefined) => byId.get(enrollmentId ?? '')?.PersonalID;
  const events: CommunityEvent[] = [];
  const push = (personKey: string | undefined, facts: PersonEventFacts[]) => {
    if (personKey) for (const fact of facts) events.push({ ...fact, personKey });
  };
  const previous = new Map<string, Row>();
  for (const enrollment of enrollments) {
    const person = enrollment.PersonalID ?? '';
    const programme = programmes.get(enrollment.ProjectID ?? '');
    if (programme) {
      push(person, [
        { type: 'transitional_entered', occurredAt: at(enrollment.EntryDate ?? ''), details: { programme } },
      ]);
      continue;
    }
    push(person, enrollmentEvents(enrollment, previous.get(person)));
    previous.set(person, enrollment);
  }
  for (const exit of live(csvObjects(files.get('Exit.csv')))) {
    const enrollment = byId.get(exit.EnrollmentID ?? '');
    push(enrollment?.PersonalID, [exitFact(exit, enrollment, programmes)]);
  }
  for (const event of live(csvObjects(files.get('Event.csv'))))
    push(personOf(event.EnrollmentID), eventFacts(event));
  for (const situation of live(csvObjects(files.get('CurrentLivingSituation.csv'))))
    push(personOf(situation.EnrollmentID), [
      {
        type: 'contacted',
        occurredAt: at(situation.InformationDate ?? ''),
        details: { livingSituation: known(code(situation.CurrentLivingSituation)) },
      },
    ]);
  return events;
}

/** Transitional housing projects (2.02.6 type 2) by ProjectID, with the programme their funder names. */
function transitionalProgrammes(files: ReadonlyMap<string, string>): Map<string, TransitionalProgramme> {
  const funders = new Map(
    csvObjects(files.get('Funder.csv')).map((row) => [row.ProjectID ?? '', Number(row.Funder)]),
  );
  const programmes = new Map<string, TransitionalProgramme>();
  for (const project of csvObjects(files.get('Project.csv')))
    if (project.ProjectType === '2' && !project.DateDeleted) {
      const funder = funders.get(project.ProjectID ?? '');
      const programme =
        (Object.entries(TRANSITIONAL_FUNDERS).find(
          ([, code]) => code === funder,
        )?.[0] as TransitionalProgramme) ??
        (funder !== undefined && GRANT_PER_DIEM_FUNDERS.includes(funder) ? 'grant_per_diem' : 'other');
      programmes.set(project.ProjectID ?? '', programme);
    }
  return programmes;
}

/** 2.06.1 VA Grant Per Diem funders: bridge, low demand, hospital to housing, clinical, service-intensive, in place. */
const GRANT_PER_DIEM_FUNDERS = [37, 38, 39, 40, 41, 42, 45];

/**
 * An exit read back: leaving transitional housing ends the stay, not the episode; an exit with no exit interview
 * before any move-in is how the export closes an inactive person (export-stays.ts), so it reads as inactivity.
 */
function exitFact(
  exit: Row,
  enrollment: Row | undefined,
  programmes: ReadonlyMap<string, TransitionalProgramme>,
): PersonEventFacts {
  const occurredAt = at(exit.ExitDate ?? '');
  if (programmes.has(enrollment?.ProjectID ?? ''))
    return { type: 'transitional_left', occurredAt, details: {} };
  const destination = Number(exit.Destination);
  if (destination === NO_EXIT_INTERVIEW && !enrollment?.MoveInDate)
    return { type: 'inactive', occurredAt, details: {} };
  return { type: 'exited', occurredAt, details: { destination } };
}
