import type { HmisFileName } from './csv-spec';

/**
 * The code lists of HUD's HMIS CSV Format Specifications FY2026 for the columns this product writes or reads
 * (the structure check refuses any other value there). A column not named here is checked for its type only.
 */
const NO_YES = [0, 1];
const NO_YES_MISSING = [0, 1, 99];
const NO_YES_REASONS_MISSING = [0, 1, 8, 9, 99];
const DATA_QUALITY = [1, 2, 8, 9, 99];

// 3.917.1 prior living situation; 4.12 adds 17 (other) and 37 (worker unable to determine); 3.12.1 destinations
const HOMELESS_INSTITUTIONAL_TEMPORARY = [116, 101, 118, 215, 206, 207, 225, 204, 205, 302, 329, 314, 332];
const PRIOR_LIVING_SITUATION_CODES = [
  ...HOMELESS_INSTITUTIONAL_TEMPORARY,
  335,
  336,
  410,
  435,
  421,
  411,
  8,
  9,
  99,
];
const CURRENT_LIVING_SITUATION_CODES = [...PRIOR_LIVING_SITUATION_CODES, 17, 37];
const DESTINATION_CODES = [
  ...HOMELESS_INSTITUTIONAL_TEMPORARY,
  312,
  313,
  327,
  422,
  423,
  426,
  410,
  435,
  421,
  411,
  30,
  17,
  24,
  8,
  9,
  99,
];
// 3.12.A rental subsidy types
const RENTAL_SUBSIDY_CODES = [419, 420, 428, 431, 433, 434, 436, 437, 438, 439, 440];

/** `File.Column` to its permitted values. */
export const HMIS_CODE_LISTS: Partial<Record<`${HmisFileName}.${string}`, readonly number[]>> = {
  // Export.csv: 1.? source type, export period type, directive, hash status
  'Export.SourceType': [1, 2, 3, 4],
  'Export.ExportPeriodType': [1, 2, 3, 4],
  'Export.ExportDirective': [1, 2, 3],
  'Export.HashStatus': [1, 2, 3, 4],
  'Organization.VictimServiceProvider': NO_YES_MISSING,
  'Project.ContinuumProject': NO_YES_MISSING,
  // 2.02.6 project type, 2.02.D housing type
  'Project.ProjectType': [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  'Project.HousingType': [1, 2, 3],
  // 3.01-3.07 and V1
  'Client.NameDataQuality': DATA_QUALITY,
  'Client.SSNDataQuality': DATA_QUALITY,
  'Client.DOBDataQuality': DATA_QUALITY,
  'Client.Sex': [0, 1, 8, 9, 99],
  'Client.AmIndAKNative': NO_YES_MISSING,
  'Client.Asian': NO_YES_MISSING,
  'Client.BlackAfAmerican': NO_YES_MISSING,
  'Client.HispanicLatinao': NO_YES_MISSING,
  'Client.MidEastNAfrican': NO_YES_MISSING,
  'Client.NativeHIPacific': NO_YES_MISSING,
  'Client.White': NO_YES_MISSING,
  'Client.RaceNone': [8, 9, 99],
  'Client.VeteranStatus': NO_YES_REASONS_MISSING,
  // 3.15 relationship to head of household, 3.917 prior living situation, 3.08 disabling condition
  'Enrollment.RelationshipToHoH': [1, 2, 3, 4, 5, 99],
  'Enrollment.LivingSituation': PRIOR_LIVING_SITUATION_CODES,
  'Enrollment.RentalSubsidyType': RENTAL_SUBSIDY_CODES,
  'Enrollment.LengthOfStay': [2, 3, 4, 5, 10, 11, 8, 9, 99],
  'Enrollment.LOSUnderThreshold': NO_YES_MISSING,
  'Enrollment.PreviousStreetESSH': NO_YES_MISSING,
  'Enrollment.TimesHomelessPastThreeYears': [1, 2, 3, 4, 8, 9, 99],
  'Enrollment.MonthsHomelessPastThreeYears': [
    101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 8, 9, 99,
  ],
  'Enrollment.DisablingCondition': NO_YES_REASONS_MISSING,
  // 3.12 destination and its subsidy type
  'Exit.Destination': DESTINATION_CODES,
  'Exit.DestinationSubsidyType': RENTAL_SUBSIDY_CODES,
  // 4.20 coordinated entry event and its result
  'Event.Event': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
  'Event.ReferralResult': [1, 2, 3],
  'Event.ProbSolDivRRResult': NO_YES,
  'Event.ReferralCaseManageAfter': NO_YES,
  // 4.12 current living situation
  'CurrentLivingSituation.CurrentLivingSituation': CURRENT_LIVING_SITUATION_CODES,
  'CurrentLivingSituation.CLSSubsidyType': RENTAL_SUBSIDY_CODES,
};
