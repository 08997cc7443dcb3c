/**
 * HUD's HMIS CSV Format Specifications FY2026 (CSVVersion "2026 v1"), as data: every file of an export, its columns
 * in order (case-sensitive), their types and whether they may be empty. Source: HUD's specification as listed by
 * HUD's own checker Eva (github.com/abtassociates/eva, public-resources/columns.csv at 8d8969a, 2026-05-08), re-typed
 * here; one deliberate difference: DateDeleted is a datetime as the specification says (Eva reads it as text).
 *
 * A column is `Name[:type][?]`: type `num` (a number), `date` (yyyy-mm-dd) or `datetime` (yyyy-mm-dd hh:mm:ss),
 * text when none; `?` when it may be empty.
 */
export const HMIS_CSV_VERSION = '2026 v1';

export type HmisColumnType = 'text' | 'num' | 'date' | 'datetime';
export interface HmisColumn {
  name: string;
  type: HmisColumnType;
  nullable: boolean;
}

const FILES = {
  Affiliation:
    'AffiliationID ProjectID ResProjectID DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Assessment:
    'AssessmentID EnrollmentID PersonalID AssessmentDate:date AssessmentLocation? AssessmentType:num? AssessmentLevel:num? PrioritizationStatus:num? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  AssessmentQuestions:
    'AssessmentQuestionID AssessmentID EnrollmentID PersonalID AssessmentQuestionGroup? AssessmentQuestionOrder:num? AssessmentQuestion AssessmentAnswer? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  AssessmentResults:
    'AssessmentResultID AssessmentID EnrollmentID PersonalID AssessmentResultType AssessmentResult? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  CEParticipation:
    'CEParticipationID ProjectID AccessPoint:num PreventionAssessment:num? CrisisAssessment:num? HousingAssessment:num? DirectServices:num? ReceivesReferrals:num CEParticipationStatusStartDate:date CEParticipationStatusEndDate:date? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Client:
    'PersonalID FirstName? MiddleName? LastName? NameSuffix? NameDataQuality:num SSN? SSNDataQuality:num DOB:date? DOBDataQuality:num Sex:num? AmIndAKNative:num Asian:num BlackAfAmerican:num HispanicLatinao:num MidEastNAfrican:num NativeHIPacific:num White:num RaceNone:num? AdditionalRaceEthnicity? VeteranStatus:num YearEnteredService:num? YearSeparated:num? WorldWarII:num? KoreanWar:num? VietnamWar:num? DesertStorm:num? AfghanistanOEF:num? IraqOIF:num? IraqOND:num? OtherTheater:num? MilitaryBranch:num? DischargeStatus:num? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  CurrentLivingSituation:
    'CurrentLivingSitID EnrollmentID PersonalID InformationDate:date CurrentLivingSituation:num CLSSubsidyType:num? VerifiedBy? LeaveSituation14Days:num? SubsequentResidence:num? ResourcesToObtain:num? LeaseOwn60Day:num? MovedTwoOrMore:num? LocationDetails? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Disabilities:
    'DisabilitiesID EnrollmentID PersonalID  InformationDate:date DisabilityType:num DisabilityResponse:num IndefiniteAndImpairs:num? TCellCountAvailable:num? TcellCount:num? TcellSource:num? ViralLoadAvailable:num? ViralLoad:num? ViralLoadSource:num? AntiRetroviral:num? DataCollectionStage:num DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  EmploymentEducation:
    'EmploymentEducationID EnrollmentID PersonalID  InformationDate:date LastGradeCompleted:num? SchoolStatus:num? Employed:num? EmploymentType:num? NotEmployedReason:num? DataCollectionStage:num DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Enrollment:
    'EnrollmentID PersonalID ProjectID EntryDate:date HouseholdID RelationshipToHoH:num EnrollmentCoC? LivingSituation:num? RentalSubsidyType:num? LengthOfStay:num? LOSUnderThreshold:num? PreviousStreetESSH:num? DateToStreetESSH:date? TimesHomelessPastThreeYears:num? MonthsHomelessPastThreeYears:num? DisablingCondition:num DateOfEngagement:date? MoveInDate:date? DateOfPATHStatus:date? ClientEnrolledInPATH:num? ReasonNotEnrolled:num? PercentAMI:num? ReferralSource:num? CountOutreachReferralApproaches:num? DateOfBCPStatus:date? EligibleForRHY:num? ReasonNoServices:num? RunawayYouth:num? MentalHealthConsultation:num? FormerWardChildWelfare:num? ChildWelfareYears:num? ChildWelfareMonths:num? FormerWardJuvenileJustice:num? JuvenileJusticeYears:num? JuvenileJusticeMonths:num? UnemploymentFam:num? MentalHealthDisorderFam:num? PhysicalDisabilityFam:num? AlcoholDrugUseDisorderFam:num? InsufficientIncome:num? IncarceratedParent:num? VAMCStation? TargetScreenReqd:num? TimeToHousingLoss:num? AnnualPercentAMI:num? LiteralHomelessHistory:num? ClientLeaseholder:num? HOHLeaseholder:num? SubsidyAtRisk:num? EvictionHistory:num? CriminalRecord:num? IncarceratedAdult:num? PrisonDischarge:num? SexOffender:num? DisabledHoH:num? CurrentPregnant:num? SingleParent:num? DependentUnder6:num? HH5Plus:num? CoCPrioritized:num? HPScreeningScore:num? ThresholdScore:num? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Event:
    'EventID EnrollmentID PersonalID EventDate:date Event:num ProbSolDivRRResult:num? ReferralCaseManageAfter:num? LocationCrisisOrPHHousing? ReferralResult:num? ResultDate:date? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Exit: 'ExitID EnrollmentID PersonalID ExitDate:date Destination:num DestinationSubsidyType:num? OtherDestination? HousingAssessment:num? SubsidyInformation:num? ProjectCompletionStatus:num? EarlyExitReason:num? ExchangeForSex:num? ExchangeForSexPastThreeMonths:num? CountOfExchangeForSex:num? AskedOrForcedToExchangeForSex:num? AskedOrForcedToExchangeForSexPastThreeMonths:num? WorkplaceViolenceThreats:num? WorkplacePromiseDifference:num? CoercedToContinueWork:num? LaborExploitPastThreeMonths:num? CounselingReceived:num? IndividualCounseling:num? FamilyCounseling:num? GroupCounseling:num? SessionCountAtExit:num? PostExitCounselingPlan:num? SessionsInPlan:num? DestinationSafeClient:num? DestinationSafeWorker:num? PosAdultConnections:num? PosPeerConnections:num? PosCommunityConnections:num? AftercareDate:date? AftercareProvided:num? EmailSocialMedia:num? Telephone:num? InPersonIndividual:num? InPersonGroup:num? CMExitReason:num? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Export:
    'ExportID SourceType:num SourceID? SourceName? SourceContactFirst? SourceContactLast? SourceContactPhone? SourceContactExtension? SourceContactEmail? ExportDate:datetime ExportStartDate:date ExportEndDate:date SoftwareName? SoftwareVersion? CSVVersion ExportPeriodType:num ExportDirective:num HashStatus:num ImplementationID',
  Funder:
    'FunderID ProjectID Funder:num OtherFunder? GrantID? StartDate:date EndDate:date? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  HMISParticipation:
    'HMISParticipationID ProjectID HMISParticipationType:num HMISParticipationStatusStartDate:date HMISParticipationStatusEndDate:date? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  HealthAndDV:
    'HealthAndDVID EnrollmentID PersonalID InformationDate:date DomesticViolenceSurvivor:num? WhenOccurred:num? CurrentlyFleeing:num? GeneralHealthStatus:num? DentalHealthStatus:num? MentalHealthStatus:num? PregnancyStatus:num? DueDate:date? DataCollectionStage:num DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  IncomeBenefits:
    'IncomeBenefitsID EnrollmentID PersonalID  InformationDate:date IncomeFromAnySource:num? TotalMonthlyIncome:num? Earned:num? EarnedAmount:num? Unemployment:num? UnemploymentAmount:num? SSI:num? SSIAmount:num? SSDI:num? SSDIAmount:num? VADisabilityService:num? VADisabilityServiceAmount:num? VADisabilityNonService:num? VADisabilityNonServiceAmount:num? PrivateDisability:num? PrivateDisabilityAmount:num? WorkersComp:num? WorkersCompAmount:num? TANF:num? TANFAmount:num? GA:num? GAAmount:num? SocSecRetirement:num? SocSecRetirementAmount:num? Pension:num? PensionAmount:num? ChildSupport:num? ChildSupportAmount:num? Alimony:num? AlimonyAmount:num? OtherIncomeSource:num? OtherIncomeAmount:num? OtherIncomeSourceIdentify? BenefitsFromAnySource:num? SNAP:num? WIC:num? TANFChildCare:num? TANFTransportation:num? OtherTANF:num? OtherBenefitsSource:num? OtherBenefitsSourceIdentify? InsuranceFromAnySource:num? Medicaid:num? NoMedicaidReason:num? Medicare:num? NoMedicareReason:num? SCHIP:num? NoSCHIPReason:num? VHAServices:num? NoVHAReason:num? EmployerProvided:num? NoEmployerProvidedReason:num? COBRA:num? NoCOBRAReason:num? PrivatePay:num? NoPrivatePayReason:num? StateHealthIns:num? NoStateHealthInsReason:num? IndianHealthServices:num? NoIndianHealthServicesReason:num? OtherInsurance:num? OtherInsuranceIdentify? ADAP:num? NoADAPReason:num? RyanWhiteMedDent:num? NoRyanWhiteReason:num? ConnectionWithSOAR:num? DataCollectionStage:num DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Inventory:
    'InventoryID ProjectID CoCCode? HouseholdType:num Availability:num? UnitInventory:num BedInventory:num CHVetBedInventory:num? YouthVetBedInventory:num? VetBedInventory:num? CHYouthBedInventory:num? YouthBedInventory:num? CHBedInventory:num? OtherBedInventory:num? ESBedType:num? InventoryStartDate:date InventoryEndDate:date? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Organization:
    'OrganizationID OrganizationName VictimServiceProvider:num OrganizationCommonName? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Project:
    'ProjectID OrganizationID ProjectName ProjectCommonName? OperatingStartDate:date OperatingEndDate:date? ContinuumProject:num ProjectType:num? HousingType:num? RRHSubType:num? ResidentialAffiliation:num? TargetPopulation:num? HOPWAMedAssistedLivingFac:num? PITCount:num? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  ProjectCoC:
    'ProjectCoCID ProjectID CoCCode Geocode? Address1? Address2? City? State? ZIP? GeographyType:num? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  Services:
    'ServicesID EnrollmentID PersonalID DateProvided:date RecordType:num TypeProvided:num OtherTypeProvided? MovingOnOtherType? SubTypeProvided:num? FAAmount:num? FAStartDate:date? FAEndDate:date? ReferralOutcome:num? DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
  User: 'UserID UserFirstName? UserLastName? UserPhone? UserExtension? UserEmail? DateCreated:datetime DateUpdated:datetime DateDeleted:datetime? ExportID',
  YouthEducationStatus:
    'YouthEducationStatusID EnrollmentID PersonalID InformationDate:date CurrentSchoolAttend:num? MostRecentEdStatus:num? CurrentEdStatus:num? DataCollectionStage:num DateCreated:datetime DateUpdated:datetime UserID DateDeleted:datetime? ExportID',
} as const;

export type HmisFileName = keyof typeof FILES;
export const HMIS_FILES = Object.keys(FILES) as HmisFileName[];

function parseColumn(token: string): HmisColumn {
  const nullable = token.endsWith('?');
  const [name = '', type = 'text'] = (nullable ? token.slice(0, -1) : token).split(':');
  return { name, type: type as HmisColumnType, nullable };
}

/** Each file's columns, in the specification's order. */
export const HMIS_COLUMNS = {} as Record<HmisFileName, readonly HmisColumn[]>;
for (const file of HMIS_FILES) HMIS_COLUMNS[file] = FILES[file].split(' ').map(parseColumn);

/** The header line of a file: its column names in order. */
export const hmisHeader = (file: HmisFileName) => HMIS_COLUMNS[file].map((column) => column.name);

/** A file's name inside the zip. */
export const hmisFileName = (file: HmisFileName) => `${file}.csv`;
