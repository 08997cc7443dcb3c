import {
  CE_EVENTS,
  DESTINATION_CODES,
  LIVING_SITUATION_CODES,
  RENTAL_SUBSIDY_KEYS,
} from '@shared/domain/hmis-codes';
import { OFFER_RESULTS, PERSON_EVENT_TYPES } from '@shared/domain/person-timeline';
import fc from 'fast-check';
import { checkHmisCsv } from './csv-check';
import { readCsv } from './csv-read';
import { hmisCsvFiles } from './csv-write';
import { hmisExportRows } from './export-files';
import { type ExportEvent, type ExportInput, NETWORK_ORGANIZATION } from './export-rows';

const START = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;
const ORGS = ['org-a', 'org-b'];

const situation = fc.option(fc.constantFrom(...LIVING_SITUATION_CODES), { nil: null });
let sequence = 0;

/** Any event the timeline can hold, on one of 540 days, about one of two organisations or none. */
const anEvent: fc.Arbitrary<ExportEvent> = fc
  .record({
    day: fc.integer({ min: 0, max: 540 }),
    kind: fc.constantFrom(...PERSON_EVENT_TYPES),
    organizationId: fc.constantFrom(null, ...ORGS),
    offerId: fc.constantFrom('o1', 'o2'),
    situation,
    destination: fc.constantFrom(...DESTINATION_CODES),
    ceEvent: fc.constantFrom(...Object.values(CE_EVENTS)),
    result: fc.constantFrom(...OFFER_RESULTS),
    subsidy: fc.option(fc.constantFrom(...RENTAL_SUBSIDY_KEYS), { nil: null }),
    need: fc.constantFrom(null, 'housing', 'legal'),
    months: fc.option(fc.integer({ min: 1, max: 13 }), { nil: null }),
  })
  .map((e): ExportEvent => {
    const base = {
      id: `ev-${++sequence}`,
      organizationId: e.organizationId,
      occurredAt: new Date(START + e.day * DAY_MS).toISOString(),
    };
    switch (e.kind) {
      case 'identified':
        return {
          ...base,
          type: 'identified',
          details: {
            livingSituation: e.situation,
            homelessSince: null,
            monthsHomeless: e.months,
            timesHomeless: 2,
            disablingCondition: e.months === null ? null : e.months > 6,
          },
        };
      case 'contacted':
        return { ...base, type: 'contacted', details: { livingSituation: e.situation } };
      case 'referred':
        return { ...base, type: 'referred', details: { referralId: null, need: e.need } };
      case 'offered':
        return {
          ...base,
          type: 'offered',
          details: { offerKind: 'match', offerId: e.offerId, ceEvent: e.ceEvent, propertyId: null },
        };
      case 'offer_decided':
        return {
          ...base,
          type: 'offer_decided',
          details: { offerKind: 'match', offerId: e.offerId, result: e.result, reason: null },
        };
      case 'transitional_entered':
        return { ...base, type: 'transitional_entered', details: { programme: 'grant_per_diem' } };
      case 'transitional_left':
        return { ...base, type: 'transitional_left', details: {} };
      case 'moved_in':
        return {
          ...base,
          type: 'moved_in',
          details: { propertyId: null, placementId: null, rentCents: 90_000, subsidy: e.subsidy },
        };
      case 'exited':
        return { ...base, type: 'exited', details: { destination: e.destination } };
      case 'inactive':
        return { ...base, type: 'inactive', details: {} };
      default:
        return {
          ...base,
          type: 'returned',
          details: { from: e.organizationId ? 'from_housing' : 'from_inactive' },
        };
    }
  });

const aPerson = fc.record({
  name: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
  organizationId: fc.constantFrom(null, ...ORGS),
  events: fc.array(anEvent, { maxLength: 14 }),
});

const input = (
  people: { name: string | null; organizationId: string | null; events: ExportEvent[] }[],
  change: Partial<ExportInput> = {},
): ExportInput => ({
  exportId: 'export-1',
  exportedAt: new Date(Date.UTC(2026, 5, 1, 12)),
  from: '2025-03-01',
  to: '2026-03-31',
  hashed: false,
  organizations: ORGS.map((id) => ({ id, name: `Org <${id}>, "united"`, createdAt: new Date(START) })),
  people: people.map((person, index) => ({ id: `person-${index}`, createdAt: new Date(START), ...person })),
  ...change,
});

describe('the HMIS export rows from the timeline', () => {
  it('pass the structure check for any timelines, plain and hashed, for the network and for one partner', () => {
    fc.assert(
      fc.property(
        fc.array(aPerson, { maxLength: 12 }),
        fc.boolean(),
        fc.constantFrom(undefined, 'org-a'),
        (people, hashed, only) => {
          const files = hmisCsvFiles(hmisExportRows(input(people, { hashed, onlyOrganizationId: only })));
          expect(checkHmisCsv(files)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('maps one episode: client, enrollment with move-in, exit with the HUD-VASH subsidy, offer as an event, contact', () => {
    const at = (day: number) => new Date(Date.UTC(2025, 5, day)).toISOString();
    const events: ExportEvent[] = [
      {
        id: 'e1',
        organizationId: 'org-a',
        occurredAt: at(1),
        type: 'identified',
        details: {
          livingSituation: 116,
          homelessSince: null,
          disablingCondition: true,
          monthsHomeless: 13,
          timesHomeless: 4,
        },
      },
      {
        id: 'e2',
        organizationId: null,
        occurredAt: at(3),
        type: 'contacted',
        details: { livingSituation: 101 },
      },
      {
        id: 'e3',
        organizationId: null,
        occurredAt: at(5),
        type: 'offered',
        details: { offerKind: 'match', offerId: 'm1', ceEvent: 15, propertyId: null },
      },
      {
        id: 'e4',
        organizationId: null,
        occurredAt: at(6),
        type: 'offer_decided',
        details: { offerKind: 'match', offerId: 'm1', result: 'accepted', reason: null },
      },
      {
        id: 'e5',
        organizationId: null,
        occurredAt: at(9),
        type: 'moved_in',
        details: { propertyId: null, placementId: null, rentCents: 1, subsidy: 'hud_vash' },
      },
      { id: 'e6', organizationId: null, occurredAt: at(20), type: 'exited', details: { destination: 435 } },
    ];
    const rows = hmisExportRows(input([{ name: 'Ann Marie Lee', organizationId: null, events }]));
    expect(rows.Client).toEqual([
      expect.objectContaining({
        PersonalID: 'person-0',
        FirstName: 'Ann',
        LastName: 'Marie Lee',
        VeteranStatus: '1',
      }),
    ]);
    expect(rows.Enrollment).toEqual([
      expect.objectContaining({
        ProjectID: 'org-a:project',
        EntryDate: '2025-06-01',
        MoveInDate: '2025-06-09',
        LivingSituation: '116',
        DisablingCondition: '1',
        MonthsHomelessPastThreeYears: '113',
        RelationshipToHoH: '1',
      }),
    ]);
    expect(rows.Exit).toEqual([
      expect.objectContaining({ ExitDate: '2025-06-20', Destination: '435', DestinationSubsidyType: '419' }),
    ]);
    expect(rows.Event).toEqual([
      expect.objectContaining({ EventID: 'e3', Event: '15', ReferralResult: '1', ResultDate: '2025-06-06' }),
    ]);
    expect(rows.CurrentLivingSituation).toEqual([
      expect.objectContaining({ InformationDate: '2025-06-03', CurrentLivingSituation: '101' }),
    ]);
    expect(rows.Organization?.map((row) => row.OrganizationName)).toEqual(['Org (org-a), "united"']);
  });

  it('hashes names for HashStatus 4 and leaves episodes outside the period out', () => {
    const identified: ExportEvent = {
      id: 'e1',
      organizationId: null,
      occurredAt: '2024-01-01T00:00:00.000Z',
      type: 'identified',
      details: { livingSituation: 116, homelessSince: null },
    };
    const exited: ExportEvent = {
      id: 'e2',
      organizationId: null,
      occurredAt: '2024-02-01T00:00:00.000Z',
      type: 'exited',
      details: { destination: 410 },
    };
    expect(
      hmisExportRows(input([{ name: 'Ann Lee', organizationId: null, events: [identified, exited] }])).Client,
    ).toEqual([]);
    const rows = hmisExportRows(
      input([{ name: 'Ann Lee', organizationId: null, events: [identified] }], { hashed: true }),
    );
    expect(rows.Client?.[0]?.FirstName).toMatch(/^[0-9A-F]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('Ann');
    expect(rows.Organization?.[0]?.OrganizationID).toBe(NETWORK_ORGANIZATION.id);
    const files = hmisCsvFiles(rows);
    expect(readCsv(files.get('Export.csv') ?? '')?.[1]).toContain('4');
  });
});
