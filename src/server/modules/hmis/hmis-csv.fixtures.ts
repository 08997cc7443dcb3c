import type { HmisFileName } from './csv-spec';
import { hmisCsvFiles } from './csv-write';
import { CLIENT_UNASKED_FIELDS } from './export-rows';

type Row = Record<string, string>;

const audit = {
  DateCreated: '2026-01-05 09:30:00',
  DateUpdated: '2026-01-05 09:30:00',
  UserID: 'U1',
  ExportID: 'E1',
};

/** A small export that follows the specification: one organisation, project, person, enrollment, exit and event. */
export function goodExportRows(): Partial<Record<HmisFileName, Row[]>> {
  return {
    Export: [
      {
        ExportID: 'E1',
        SourceType: '3',
        ExportDate: '2026-02-01 10:00:00',
        ExportStartDate: '2026-01-01',
        ExportEndDate: '2026-01-31',
        CSVVersion: '2026 v1',
        ExportPeriodType: '3',
        ExportDirective: '2',
        HashStatus: '1',
        ImplementationID: 'veterans-housing',
      },
    ],
    Organization: [
      { OrganizationID: 'O1', OrganizationName: 'Albany Vets', VictimServiceProvider: '0', ...audit },
    ],
    Project: [
      {
        ProjectID: 'P1',
        OrganizationID: 'O1',
        ProjectName: 'Albany Vets, housing',
        OperatingStartDate: '2025-01-01',
        ContinuumProject: '0',
        ProjectType: '6',
        ...audit,
      },
    ],
    Client: [
      {
        PersonalID: 'C1',
        FirstName: 'Ann',
        LastName: 'Lee, Jr.',
        NameDataQuality: '1',
        ...CLIENT_UNASKED_FIELDS,
        ...audit,
      },
    ],
    Enrollment: [
      {
        EnrollmentID: 'N1',
        PersonalID: 'C1',
        ProjectID: 'P1',
        EntryDate: '2026-01-03',
        HouseholdID: 'H1',
        RelationshipToHoH: '1',
        LivingSituation: '116',
        DisablingCondition: '99',
        MoveInDate: '2026-01-20',
        ...audit,
      },
    ],
    Exit: [
      {
        ExitID: 'X1',
        EnrollmentID: 'N1',
        PersonalID: 'C1',
        ExitDate: '2026-01-25',
        Destination: '435',
        DestinationSubsidyType: '419',
        ...audit,
      },
    ],
    Event: [
      {
        EventID: 'V1',
        EnrollmentID: 'N1',
        PersonalID: 'C1',
        EventDate: '2026-01-10',
        Event: '15',
        ReferralResult: '1',
        ResultDate: '2026-01-12',
        ...audit,
      },
    ],
  };
}

/** Every file of the specification as text (header only where `rows` has none), by its name in the zip. */
export const exportFiles = (rows: Partial<Record<HmisFileName, Row[]>>) => hmisCsvFiles(rows);
