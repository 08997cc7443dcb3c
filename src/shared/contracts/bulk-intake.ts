import {
  BENEFIT_LABELS,
  type BenefitKey,
  DISCHARGE_STATUSES,
  MAX_BULK_VETERANS,
} from '@shared/domain/constants';
import { INTAKE_PRIORITIES } from '@shared/domain/intake-priority';
import { z } from 'zod';
import { optionalEmail, optionalPhone, requiredText, zipCode } from './common';
import { ZHousingStatusFields } from './housing-status';

export const BULK_INTAKE_PATH = '/api/bulk-intake';
export const BULK_INTAKE_NOTIFY_ROUTE = '/api/bulk-intake/:id/notify';
/** `intakeId`: the result's, never a veteran's record id. */
export const bulkIntakeNotifyPath = (intakeId: string) => `/api/bulk-intake/${intakeId}/notify`;
export const HOUSING_REQUEST_ROUTE = '/api/bulk-intake/batches/:batchId/housing-request';
export const housingRequestPath = (batchId: string) =>
  `/api/bulk-intake/batches/${encodeURIComponent(batchId)}/housing-request`;

export const LIMIT_REACHED_MESSAGE = `Maximum ${MAX_BULK_VETERANS} veterans can be added at once`;
export const MIN_VETERANS_MESSAGE = 'At least one veteran form is required';

const flag = (key: BenefitKey) => z.boolean({ error: `${BENEFIT_LABELS[key]}: answer true or false` });

export const ZBulkBenefits = z.strictObject(
  {
    vash: flag('vash'),
    giBill: flag('giBill'),
    disability: flag('disability'),
    employment: flag('employment'),
  },
  // only a missing or non-object value gets this message; unknown keys keep zod's, which names them
  {
    error: (issue) => (issue.code === 'invalid_type' ? 'Tell us which benefits the veteran has' : undefined),
  },
);

export const ZBulkVeteran = z.strictObject({
  name: requiredText("Enter the veteran's name", 120),
  zipCode: zipCode('Enter a ZIP code'),
  dischargeStatus: z.enum(DISCHARGE_STATUSES, { error: 'Choose a discharge status' }),
  benefits: ZBulkBenefits,
  /** Optional: with the name, a phone or email is what finds the veteran again; a name and ZIP alone never do. */
  phone: optionalPhone(),
  email: optionalEmail,
  /** Optional columns: where the veteran is staying and since when (every intake asks, VA.gov's pattern). */
  ...ZHousingStatusFields,
});
export type BulkVeteran = z.infer<typeof ZBulkVeteran>;

/** POST /api/bulk-intake: one to ten veterans, saved together or not at all. */
export const ZBulkIntakeInput = z.strictObject({
  /** The case worker running the intake: where waitlist notices for these veterans go. */
  caseManagerEmail: optionalEmail,
  veterans: z
    .array(ZBulkVeteran, { error: 'Send a list of veterans' })
    .min(1, { error: MIN_VETERANS_MESSAGE })
    .max(MAX_BULK_VETERANS, { error: LIMIT_REACHED_MESSAGE }),
});
export type BulkIntakeInput = z.infer<typeof ZBulkIntakeInput>;
/** What the form holds before the contract parses it (the housing status answers as typed). */
export type BulkIntakeForm = z.input<typeof ZBulkIntakeInput>;

export const ZBulkIntakeMatch = z.object({
  propertyId: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string(),
  /** Match score 0-100 from the matching engine. */
  score: z.number(),
  reason: z.string(),
});
export type BulkIntakeMatch = z.infer<typeof ZBulkIntakeMatch>;

export const ZBulkIntakeResult = z.object({
  /** This intake of the veteran (what 'Notify' names): never a person's record id (decision 0030). */
  intakeId: z.string(),
  /** The veteran's id in the signed-in partner's caseload ('View'); null for anyone else. */
  caseloadVeteranId: z.string().nullable(),
  name: z.string(),
  zipCode: z.string(),
  matchCount: z.number().int(),
  /** '{n} matches found', '1 match found' or 'Waitlisted'. */
  status: z.string(),
  priority: z.enum(INTAKE_PRIORITIES),
  priorityReason: z.string(),
  topMatches: z.array(ZBulkIntakeMatch).max(3),
  /** Someone can be emailed about the waitlist (see notifyReaches): 'Notify' appears only then. */
  canNotify: z.boolean(),
  /**
   * Who 'Notify' emails: the veteran at the email this intake gave, the case worker at the intake's case worker
   * email (either on record too, for a partner's own veteran linked on strong evidence). A phone alone reaches
   * nobody: we send no text messages.
   */
  notifyReaches: z.object({ veteran: z.boolean(), caseWorker: z.boolean() }),
  /** Signed-in partners only: the veteran was one of the organisation's own (same name and phone or email). */
  existingVeteran: z.boolean(),
  /** The veteran is in the signed-in partner's caseload ('View' opens them there); false without a partner. */
  inCaseload: z.boolean(),
});
export type BulkIntakeResult = z.infer<typeof ZBulkIntakeResult>;

export const ZBulkIntakeResponse = z.object({
  batchId: z.string(),
  results: z.array(ZBulkIntakeResult),
  /** A signed-in partner ran the intake: the veterans are kept in its caseload. */
  savedToCaseload: z.boolean(),
});
export type BulkIntakeResponse = z.infer<typeof ZBulkIntakeResponse>;

export type NotifyAudience = { veteran: boolean; caseWorker: boolean };

/** POST /api/bulk-intake/{intakeId}/notify: who was emailed, in words and as flags. */
export const ZNotifyResult = z.object({
  message: z.string(),
  told: z.object({ veteran: z.boolean(), caseWorker: z.boolean() }),
});
export type NotifyResult = z.infer<typeof ZNotifyResult>;

/** The spec's 'Veteran has been notified of waitlist status.', said only when the veteran really was. */
export function waitlistNoticeSentMessage(told: NotifyAudience): string {
  if (told.veteran && told.caseWorker) {
    return 'We emailed the veteran and their case worker that the veteran is on the waitlist.';
  }
  if (told.veteran) {
    return 'We emailed the veteran that they are on the waitlist. No case worker was told: this intake gave no case worker email.';
  }
  return 'We emailed the case worker that the veteran is on the waitlist. The veteran was not told: we have no email for them, so please tell them yourself.';
}

/** What the card says 'Notify' will do, before it is pressed. */
export function notifyReachText(reaches: NotifyAudience): string {
  if (reaches.veteran && reaches.caseWorker) return 'Notify emails the veteran and their case worker.';
  if (reaches.veteran) return 'Notify emails the veteran.';
  return 'Notify emails the case worker only: we have no email for the veteran.';
}

export const NO_CASE_WORKER_EMAIL_MESSAGE =
  'We have no email for this veteran or their case worker, so we cannot send a waitlist notice. Add an email when you run the intake.';

export const EXISTING_VETERAN_MESSAGE =
  'We already have a record for this veteran: we updated it instead of creating a second one';

/** POST /api/bulk-intake/batches/{batchId}/housing-request ('Route to Landlords', partners only). */
export const ZHousingRequestParam = z.strictObject({ batchId: z.uuid({ error: 'Unknown intake' }) });
export const ZHousingRequestResult = z.object({
  message: z.string(),
  /** The batch's veterans without a home (no open or placed match) the housing team now looks for. */
  veteranCount: z.number().int(),
});
export type HousingRequestResult = z.infer<typeof ZHousingRequestResult>;

export const housingRequestSentMessage = (count: number) =>
  `Sent to our housing team: they will look for homes for ${count} ${count === 1 ? 'veteran' : 'veterans'}.`;
export const HOUSING_REQUEST_BATCH_NOT_FOUND = 'We could not find this intake in your caseload.';
export const HOUSING_REQUEST_ALREADY_SENT =
  'You already sent this intake to our housing team. They are looking for homes and will contact you.';
export const HOUSING_REQUEST_NOTHING_TO_SEND =
  'Every veteran in this intake already has a matching home, so there is nothing to send.';
export const HOUSING_REQUEST_SIGN_IN_MESSAGE =
  'Sign in as a partner to send these veterans to our housing team. They look for homes for the veterans on the waitlist.';
export const KEEP_RESULTS_SIGN_IN_MESSAGE = 'Sign in as a partner to keep these results in your caseload';
