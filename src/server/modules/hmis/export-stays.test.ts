import type { PersonEventFacts } from '@shared/domain/person-timeline';
import { checkHmisCsv } from './csv-check';
import { hmisCsvFiles } from './csv-write';
import { hmisExportRows } from './export-files';
import type { ExportEvent } from './export-rows';
import { communityEventsOf } from './import-rows';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const identified = (id: string, day: number): ExportEvent => ({
  id,
  organizationId: 'org-a',
  occurredAt: at(day),
  type: 'identified',
  details: {
    livingSituation: 116,
    homelessSince: null,
    disablingCondition: null,
    timesHomeless: null,
    monthsHomeless: null,
  },
});
const event = (id: string, day: number, fact: Omit<PersonEventFacts, 'occurredAt'>): ExportEvent =>
  ({ id, organizationId: 'org-a', occurredAt: at(day), ...fact }) as ExportEvent;

/** A stay in service-intensive transitional housing, left before a move-in with a subsidy. */
const stayed = [
  identified('s1', 1),
  event('s2', 5, { type: 'transitional_entered', details: { programme: 'service_intensive' } }),
  event('s3', 20, { type: 'transitional_left', details: {} }),
  event('s4', 30, { type: 'transitional_entered', details: { programme: 'grant_per_diem' } }),
  event('s5', 40, {
    type: 'moved_in',
    details: { propertyId: null, placementId: null, rentCents: null, subsidy: 'hud_vash' },
  }),
];
/** Identified, then out of touch: inactive. */
const silent = [identified('i1', 2), event('i2', 95, { type: 'inactive', details: {} })];

const rowsOf = () =>
  hmisExportRows({
    exportId: 'export-1',
    exportedAt: new Date(Date.UTC(2026, 5, 1)),
    from: '2026-01-01',
    to: '2026-05-31',
    hashed: false,
    organizations: [{ id: 'org-a', name: 'Org A', createdAt: new Date(Date.UTC(2025, 0, 1)) }],
    people: [
      { id: 'stayed', name: 'Ann Lee', createdAt: new Date(at(1)), organizationId: 'org-a', events: stayed },
      { id: 'silent', name: 'Bo Ray', createdAt: new Date(at(2)), organizationId: 'org-a', events: silent },
    ],
  });

describe('transitional housing and inactivity in the HMIS export', () => {
  it('gives each transitional stay its own enrollment in a transitional project, with its funder and exit', () => {
    const rows = rowsOf();
    expect(checkHmisCsv(hmisCsvFiles(rows))).toEqual([]);
    const stays = (rows.Enrollment ?? []).filter((row) => row.EnrollmentID?.startsWith('stayed:1:th'));
    expect(stays.map((row) => [row.ProjectID, row.EntryDate, row.MoveInDate])).toEqual([
      ['org-a:transitional-service_intensive', '2026-01-05', ''],
      ['org-a:transitional-grant_per_diem', '2026-01-30', ''],
    ]);
    expect(
      (rows.Exit ?? [])
        .filter((row) => row.EnrollmentID?.startsWith('stayed:1:th'))
        .map((row) => [row.ExitDate, row.Destination, row.DestinationSubsidyType]),
    ).toEqual([
      ['2026-01-20', '30', ''],
      ['2026-02-09', '435', '419'],
    ]);
    expect((rows.Project ?? []).map((row) => [row.ProjectID, row.ProjectType]).sort()).toEqual([
      ['org-a:project', '13'],
      ['org-a:transitional-grant_per_diem', '2'],
      ['org-a:transitional-service_intensive', '2'],
    ]);
    expect((rows.Funder ?? []).map((row) => [row.ProjectID, row.Funder]).sort()).toEqual([
      ['org-a:transitional-grant_per_diem', '37'],
      ['org-a:transitional-service_intensive', '41'],
    ]);
  });

  it('closes an inactive person’s enrollment on the day with no exit interview', () => {
    const exits = (rowsOf().Exit ?? []).filter((row) => row.PersonalID === 'silent');
    expect(exits.map((row) => [row.EnrollmentID, row.ExitDate, row.Destination])).toEqual([
      ['silent:1', '2026-04-05', '30'],
    ]);
  });

  it('reads both back as the same facts when imported', () => {
    const facts = communityEventsOf(hmisCsvFiles(rowsOf()));
    const of = (person: string) =>
      facts
        .filter((fact) => fact.personKey === person)
        .map((fact) => [
          fact.type,
          fact.occurredAt.slice(0, 10),
          'programme' in fact.details ? fact.details.programme : '',
        ])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(of('stayed')).toEqual([
      ['identified', '2026-01-01', ''],
      ['transitional_entered', '2026-01-05', 'service_intensive'],
      ['transitional_left', '2026-01-20', ''],
      ['transitional_entered', '2026-01-30', 'grant_per_diem'],
      ['moved_in', '2026-02-09', ''],
      ['transitional_left', '2026-02-09', ''],
    ]);
    expect(of('silent')).toEqual([
      ['identified', '2026-01-02', ''],
      ['inactive', '2026-04-05', ''],
    ]);
  });
});
