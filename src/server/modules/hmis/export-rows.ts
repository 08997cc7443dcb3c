import { createHash } from 'node:crypto';
import { RENTAL_SUBSIDIES, type RentalSubsidy } from '@shared/domain/hmis-codes';
import {
  type Episode,
  type PersonEventFacts,
  personEpisodes,
  type TransitionalProgramme,
} from '@shared/domain/person-timeline';
import type { HmisFileName } from './csv-spec';
import { episodeEnd, transitionalStays } from './export-stays';

/** One event of a person's timeline as the export reads it: its id and the organisation it concerns. */
export type ExportEvent = PersonEventFacts & { id: string; organizationId: string | null };

export interface ExportPerson {
  id: string;
  name: string | null;
  createdAt: Date;
  /** The organisation that brought them in. */
  organizationId: string | null;
  events: ExportEvent[];
}

export interface ExportOrganization {
  id: string;
  name: string;
  createdAt: Date;
}

export interface ExportInput {
  exportId: string;
  exportedAt: Date;
  /** The period, yyyy-mm-dd, both days included: episodes open at any time in it are exported. */
  from: string;
  to: string;
  hashed: boolean;
  organizations: readonly ExportOrganization[];
  people: readonly ExportPerson[];
  /** A partner's export: every enrollment is in this organisation's project. */
  onlyOrganizationId?: string;
}

export type HmisRow = Record<string, string>;
export type HmisRows = Partial<Record<HmisFileName, HmisRow[]>>;

/** Episodes no organisation is named for go to the network's own organisation and project. */
export const NETWORK_ORGANIZATION = { id: 'network', name: 'Veterans housing network' } as const;
/** Each organisation's projects: its housing help, and one per transitional programme a stay names. */
export type ProjectKind = 'housing' | TransitionalProgramme;
/** The projects the export's enrollments are in, by ProjectID. */
export type UsedProjects = Map<string, { organizationId: string; kind: ProjectKind }>;

function useProject(used: UsedProjects, organizationId: string, kind: ProjectKind): string {
  const projectId = `${organizationId}:${kind === 'housing' ? 'project' : `transitional-${kind}`}`;
  used.set(projectId, { organizationId, kind });
  return projectId;
}

/** The export's one user: the platform itself (HMIS wants a UserID on every record). */
export const EXPORT_USER_ID = 'platform';

/** 4.20.2 7: a referral to housing navigation (a partner organisation's housing help). */
const REFERRAL_EVENT = '7';
const REFERRAL_RESULT = { accepted: '1', declined_by_veteran: '2', declined_by_provider: '3' } as const;

export const hmisDate = (iso: string | Date) => new Date(iso).toISOString().slice(0, 10);
export const hmisDateTime = (iso: string | Date) =>
  new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

/** HashStatus 4: the SHA-256 of the upper-cased value, as hex. */
const sha256 = (value: string) =>
  createHash('sha256').update(value.trim().toUpperCase()).digest('hex').toUpperCase();

/** First name and the rest, the way one name field splits; each hashed for the hashed variant. */
function nameParts(name: string | null, hashed: boolean) {
  const [first = '', ...rest] = permitted(name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const last = rest.join(' ');
  const quality = first && last ? '1' : first ? '2' : '99';
  const shown = (value: string) => (value && hashed ? sha256(value) : value);
  return { FirstName: shown(first), LastName: shown(last), NameDataQuality: quality };
}

const disabling = (value: boolean | null | undefined) =>
  value === true ? '1' : value === false ? '0' : '99';

/** 3.917 has no 'other' (17) or 'worker unable to determine' (37): those are 4.12's alone. */
const priorLivingSituation = (code: number | null) =>
  code === null || code === 17 || code === 37 ? '99' : String(code);

/** Text as the specification permits it: brackets become parentheses, control characters spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this rule's job
const CONTROL = /[\u0000-\u001f\u007f]/g;
export const permitted = (value: string) =>
  value
    .replace(/[[<{]/g, '(')
    .replace(/[\]>}]/g, ')')
    .replace(CONTROL, ' ');

function episodeRows(
  person: ExportPerson,
  episode: Episode<ExportEvent>,
  number: number,
  organizationId: string,
  input: PersonRowsInput,
  used: UsedProjects,
) {
  const enrollmentId = `${person.id}:${number}`;
  const audit = (at: string | Date) => ({
    DateCreated: hmisDateTime(at),
    DateUpdated: hmisDateTime(at),
    UserID: EXPORT_USER_ID,
    ExportID: input.exportId,
  });
  const ofPerson = { EnrollmentID: enrollmentId, PersonalID: person.id };
  const identified = episode.events.find((event) => event.type === 'identified');
  const facts = identified?.type === 'identified' ? identified.details : undefined;
  const entry = hmisDate(episode.startedAt);
  const enrollment: HmisRow = {
    ...ofPerson,
    ProjectID: useProject(used, organizationId, 'housing'),
    EntryDate: entry,
    // each person is their own household, co-living housemates too
    HouseholdID: `${enrollmentId}:household`,
    RelationshipToHoH: '1',
    LivingSituation: priorLivingSituation(episode.livingSituation),
    DateToStreetESSH: facts?.homelessSince ? facts.homelessSince.slice(0, 10) : '',
    TimesHomelessPastThreeYears: facts?.timesHomeless ? String(facts.timesHomeless) : '',
    MonthsHomelessPastThreeYears: facts?.monthsHomeless ? String(100 + facts.monthsHomeless) : '',
    DisablingCondition: disabling(facts?.disablingCondition),
    MoveInDate: episode.movedInAt ? hmisDate(episode.movedInAt) : '',
    ...audit(episode.startedAt),
  };
  const movedIn = episode.events.findLast((event) => event.type === 'moved_in');
  const subsidy = movedIn?.type === 'moved_in' && movedIn.details.subsidy ? movedIn.details.subsidy : null;
  const exitRow = (ids: typeof ofPerson, at: string, destination: number, rentSubsidy: string | null) => ({
    ExitID: `${ids.EnrollmentID}:exit`,
    ...ids,
    ExitDate: hmisDate(at),
    Destination: String(destination),
    DestinationSubsidyType:
      destination === 435 && rentSubsidy ? String(RENTAL_SUBSIDIES[rentSubsidy as RentalSubsidy].code) : '',
    ...audit(at),
  });
  const end = episodeEnd(episode);
  const exit: HmisRow[] = end ? [exitRow(ofPerson, end.at, end.destination, subsidy)] : [];
  const transitional = transitionalStays(episode).map((stay, index) => {
    const ids = { EnrollmentID: `${enrollmentId}:th${index + 1}`, PersonalID: person.id };
    const stayOrganization = input.onlyOrganizationId ?? stay.entered.organizationId ?? organizationId;
    return {
      enrollment: {
        ...enrollment,
        ...ids,
        ProjectID: useProject(used, stayOrganization, stay.programme),
        EntryDate: hmisDate(stay.entered.occurredAt),
        HouseholdID: `${ids.EnrollmentID}:household`,
        MoveInDate: '',
        ...audit(stay.entered.occurredAt),
      },
      exit:
        stay.endedAt !== null && stay.destination !== null
          ? [exitRow(ids, stay.endedAt, stay.destination, stay.subsidy)]
          : [],
    };
  });
  const events: HmisRow[] = [];
  const livingSituations: HmisRow[] = [];
  for (const event of episode.events) {
    if (event.type === 'referred' && (event.details.need === null || event.details.need === 'housing'))
      events.push({
        EventID: event.id,
        ...ofPerson,
        EventDate: hmisDate(event.occurredAt),
        Event: REFERRAL_EVENT,
        ...audit(event.occurredAt),
      });
    if (event.type === 'offered') {
      const offerId = event.details.offerId;
      const decision = episode.events.findLast(
        (later) => later.type === 'offer_decided' && later.details.offerId === offerId,
      );
      const result = decision?.type === 'offer_decided' ? decision : undefined;
      events.push({
        EventID: event.id,
        ...ofPerson,
        EventDate: hmisDate(event.occurredAt),
        Event: String(event.details.ceEvent),
        ReferralResult: result ? REFERRAL_RESULT[result.details.result] : '',
        ResultDate: result ? hmisDate(result.occurredAt) : '',
        ...audit(event.occurredAt),
      });
    }
    if (event.type === 'contacted')
      livingSituations.push({
        CurrentLivingSitID: event.id,
        ...ofPerson,
        InformationDate: hmisDate(event.occurredAt),
        CurrentLivingSituation: String(event.details.livingSituation ?? 99),
        ...audit(event.occurredAt),
      });
  }
  return { enrollment, exit, events, livingSituations, transitional };
}

const inPeriod = (episode: Episode, input: PersonRowsInput) => {
  const end = episodeEnd(episode);
  return hmisDate(episode.startedAt) <= input.to && (end === null || hmisDate(end.at) >= input.from);
};

/** The organisation an episode's enrollment belongs to: the first one its events name, else the person's. */
function episodeOrganization(person: ExportPerson, episode: Episode<ExportEvent>, input: PersonRowsInput) {
  if (input.onlyOrganizationId) return input.onlyOrganizationId;
  return (
    episode.events.find((event) => event.organizationId)?.organizationId ??
    person.organizationId ??
    NETWORK_ORGANIZATION.id
  );
}

/** The files a person's rows go to; the others are written once per export. */
export const PERSON_FILES = ['Client', 'Enrollment', 'Exit', 'Event', 'CurrentLivingSituation'] as const;
export type PersonFile = (typeof PERSON_FILES)[number];
export type PersonRows = Record<PersonFile, HmisRow[]>;

/** What a person's rows depend on: the export, not the other people. */
export type PersonRowsInput = Omit<ExportInput, 'people' | 'organizations'>;

/**
 * A client's answers the product does not ask (SSN, date of birth, race: data not collected, 99) and the one it
 * knows: every client is a veteran.
 */
export const CLIENT_UNASKED_FIELDS = {
  SSNDataQuality: '99',
  DOBDataQuality: '99',
  AmIndAKNative: '0',
  Asian: '0',
  BlackAfAmerican: '0',
  HispanicLatinao: '0',
  MidEastNAfrican: '0',
  NativeHIPacific: '0',
  White: '0',
  RaceNone: '99',
  VeteranStatus: '1',
} as const;
/**
 * One person's rows per file, from their timeline (issue 36): one Client (a veteran), one Enrollment per episode
 * open in the period (in the project of its organisation: one project per organisation), an Exit when it ended
 * with a destination, referrals and offers as 4.20 Events with their result, contacts as Current Living
 * Situations. Nothing when no episode is open in the period. Adds the projects it uses to `used`.
 */
export function personRows(
  person: ExportPerson,
  input: PersonRowsInput,
  used: UsedProjects,
): PersonRows | null {
  const episodes = personEpisodes(person.events)
    .map((episode, number) => ({ episode, number: number + 1 }))
    .filter(({ episode }) => inPeriod(episode, input));
  if (episodes.length === 0) return null;
  const rows: PersonRows = { Client: [], Enrollment: [], Exit: [], Event: [], CurrentLivingSituation: [] };
  rows.Client.push({
    PersonalID: person.id,
    ...nameParts(person.name, input.hashed),
    ...CLIENT_UNASKED_FIELDS,
    DateCreated: hmisDateTime(person.createdAt),
    DateUpdated: hmisDateTime(person.createdAt),
    UserID: EXPORT_USER_ID,
    ExportID: input.exportId,
  });
  for (const { episode, number } of episodes) {
    const organizationId = episodeOrganization(person, episode, input);
    const built = episodeRows(person, episode, number, organizationId, input, used);
    rows.Enrollment.push(built.enrollment);
    rows.Exit.push(...built.exit);
    rows.Event.push(...built.events);
    rows.CurrentLivingSituation.push(...built.livingSituations);
    for (const stay of built.transitional) {
      rows.Enrollment.push(stay.enrollment);
      rows.Exit.push(...stay.exit);
    }
  }
  return rows;
}
