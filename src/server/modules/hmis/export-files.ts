import { HMIS_CSV_VERSION } from './csv-spec';
import {
  EXPORT_USER_ID,
  type ExportInput,
  type HmisRows,
  hmisDate,
  hmisDateTime,
  NETWORK_ORGANIZATION,
  PERSON_FILES,
  type PersonRows,
  permitted,
  personRows,
  type UsedProjects,
} from './export-rows';
import { TRANSITIONAL_FUNDERS } from './export-stays';

/** 2.02.6 13 (PH: rapid re-housing), RRH sub-type 2 (housing with or without services), 2.02.D 3 (scattered site). */
const HOUSING_PROJECT = { ProjectType: '13', RRHSubType: '2', HousingType: '3' } as const;
/** 2.02.6 2 (transitional housing: Grant and Per Diem or service-intensive), 2.02.D 1 (site-based, one site). */
const TRANSITIONAL_PROJECT = { ProjectType: '2', RRHSubType: '', HousingType: '1' } as const;

/** Every file's rows for people held in memory (the tests'; the export itself streams them page by page). */
export function hmisExportRows(input: ExportInput): HmisRows {
  const rows: PersonRows = { Client: [], Enrollment: [], Exit: [], Event: [], CurrentLivingSituation: [] };
  const used: UsedProjects = new Map();
  for (const person of input.people) {
    const built = personRows(person, input, used);
    if (built) for (const file of PERSON_FILES) rows[file].push(...built[file]);
  }
  return { ...rows, ...directoryRows(input, used) };
}

/** Organization and Project rows for the projects used, the Export row and the one User. */
export function directoryRows(
  input: Pick<ExportInput, 'organizations' | 'exportedAt' | 'exportId' | 'from' | 'to' | 'hashed'>,
  used: UsedProjects,
): HmisRows {
  const created = hmisDateTime(input.exportedAt);
  const audit = {
    DateCreated: created,
    DateUpdated: created,
    UserID: EXPORT_USER_ID,
    ExportID: input.exportId,
  };
  const known = [...input.organizations, { ...NETWORK_ORGANIZATION, createdAt: input.exportedAt }];
  const usedOrganizations = new Set([...used.values()].map((project) => project.organizationId));
  const organizations = known.filter((organization) => usedOrganizations.has(organization.id));
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  return {
    Organization: organizations.map((organization) => ({
      OrganizationID: organization.id,
      OrganizationName: permitted(organization.name),
      VictimServiceProvider: '0',
      ...audit,
    })),
    Project: [...used].flatMap(([projectId, { organizationId, kind }]) => {
      const organization = byId.get(organizationId);
      if (!organization) return [];
      const transitional = kind !== 'housing';
      return [
        {
          ProjectID: projectId,
          OrganizationID: organization.id,
          ProjectName: `${permitted(organization.name)}: ${transitional ? 'transitional housing' : 'veterans housing'}`,
          OperatingStartDate: hmisDate(organization.createdAt),
          ContinuumProject: '0',
          ...(transitional ? TRANSITIONAL_PROJECT : HOUSING_PROJECT),
          ...audit,
        },
      ];
    }),
    Funder: [...used].flatMap(([projectId, { organizationId, kind }]) => {
      const organization = byId.get(organizationId);
      if (!organization || kind === 'housing') return [];
      return [
        {
          FunderID: `${projectId}:funder`,
          ProjectID: projectId,
          Funder: String(TRANSITIONAL_FUNDERS[kind]),
          StartDate: hmisDate(organization.createdAt),
          ...audit,
        },
      ];
    }),
    User: [{ UserID: EXPORT_USER_ID, DateCreated: created, DateUpdated: created, ExportID: input.exportId }],
    Export: [
      {
        ExportID: input.exportId,
        SourceType: '2',
        SourceName: 'Veterans housing marketplace',
        ExportDate: created,
        ExportStartDate: input.from,
        ExportEndDate: input.to,
        SoftwareName: 'Veterans housing marketplace',
        CSVVersion: HMIS_CSV_VERSION,
        ExportPeriodType: '3',
        ExportDirective: '2',
        HashStatus: input.hashed ? '4' : '1',
        ImplementationID: 'veterans-housing-marketplace',
      },
    ],
  };
}
