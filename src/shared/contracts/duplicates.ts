import { DISCHARGE_STATUSES } from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import type { IdentityField } from '@shared/domain/person-identity';
import { DUPLICATE_PAIR_STATUSES, INTAKE_KINDS } from '@shared/domain/person-records';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { z } from 'zod';
import { ZPagination } from './common';

/** Possible duplicate people and merges (decision 0030): admins decide, case workers may ask. */
export const ADMIN_DUPLICATES_PATH = '/api/admin/duplicates';
export const ADMIN_DUPLICATE_ROUTE = '/api/admin/duplicates/:pairId';
export const ADMIN_DUPLICATE_MERGE_ROUTE = '/api/admin/duplicates/:pairId/merge';
export const ADMIN_DUPLICATE_DISMISS_ROUTE = '/api/admin/duplicates/:pairId/dismiss';
export const ADMIN_MERGE_UNDO_ROUTE = '/api/admin/merges/:mergeId/undo';
export const ADMIN_PERSON_ROUTE = '/api/admin/people/:veteranId';
export const PARTNER_DUPLICATES_PATH = '/api/partner/duplicates';
export const PARTNER_DUPLICATE_MERGE_REQUEST_ROUTE = '/api/partner/duplicates/:pairId/merge-request';

export const adminDuplicatePath = (pairId: string) => `/api/admin/duplicates/${encodeURIComponent(pairId)}`;
export const adminDuplicateMergePath = (pairId: string) => `${adminDuplicatePath(pairId)}/merge`;
export const adminDuplicateDismissPath = (pairId: string) => `${adminDuplicatePath(pairId)}/dismiss`;
export const adminMergeUndoPath = (mergeId: string) =>
  `/api/admin/merges/${encodeURIComponent(mergeId)}/undo`;
export const adminPersonPath = (veteranId: string) => `/api/admin/people/${encodeURIComponent(veteranId)}`;
export const partnerDuplicateMergeRequestPath = (pairId: string) =>
  `/api/partner/duplicates/${encodeURIComponent(pairId)}/merge-request`;

/** The screens. */
export const ADMIN_DUPLICATES_PAGE = PAGE_PATHS.adminDuplicates;
export const adminDuplicatePage = (pairId: string) =>
  `${PAGE_PATHS.adminDuplicates}/${encodeURIComponent(pairId)}`;
export const adminPersonPage = (veteranId: string) =>
  `${PAGE_PATHS.adminPeople}/${encodeURIComponent(veteranId)}`;

export const DUPLICATE_NOT_FOUND_MESSAGE = 'We could not find this pair of people.';
export const PERSON_NOT_FOUND_MESSAGE = 'We could not find this person.';
export const MERGE_NOT_FOUND_MESSAGE = 'We could not find this merge.';
export const PAIR_DECIDED_MESSAGE = 'This pair was already decided. Reload the page to see what was done.';
export const MERGE_UNDONE_MESSAGE = 'This merge was already undone.';
export const MERGE_SUPERSEDED_MESSAGE =
  'One of these people was merged again since. Undo the later merge first.';

const IDENTITY_FIELDS = [
  'name',
  'phone',
  'email',
  'zipCode',
  'birthDate',
] as const satisfies readonly IdentityField[];

/** The person's own fields an admin chooses between when merging (the survivor keeps the rest). */
export const MERGE_FIELDS = [
  'name',
  'phone',
  'email',
  'zipCode',
  'dischargeStatus',
  'urgency',
  'hasVoucher',
  'requiresAccessibility',
  'hasPet',
  'maxRentCents',
  'caseManagerEmail',
  'additionalNotes',
  'organizationId',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const ZDuplicatesQuery = ZPagination.extend({
  status: z.enum(DUPLICATE_PAIR_STATUSES, { error: 'Choose a status' }).default('open'),
});
export type DuplicatesQuery = z.input<typeof ZDuplicatesQuery>;

export const ZPairParams = z.object({ pairId: z.uuid({ error: DUPLICATE_NOT_FOUND_MESSAGE }) });
export const ZMergeParams = z.object({ mergeId: z.uuid({ error: MERGE_NOT_FOUND_MESSAGE }) });
export const ZPersonParams = z.object({ veteranId: z.uuid({ error: PERSON_NOT_FOUND_MESSAGE }) });

/** One of the two people, in a list row. Phones as digits (the client formats them and links tel:). */
export const ZPersonSummary = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  zipCode: z.string(),
  organizationName: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonSummary = z.infer<typeof ZPersonSummary>;

export const ZDuplicatePair = z.object({
  id: z.string(),
  status: z.enum(DUPLICATE_PAIR_STATUSES),
  /** The fields both people have and agree on. */
  evidence: z.array(z.enum(IDENTITY_FIELDS)),
  /** The evidence in words: "Same phone and ZIP code". */
  evidenceText: z.string(),
  mergeRequested: z.boolean(),
  createdAt: z.string(),
  people: z.tuple([ZPersonSummary, ZPersonSummary]),
});
export type DuplicatePair = z.infer<typeof ZDuplicatePair>;
export const ZDuplicateList = z.array(ZDuplicatePair);

/** Everything attached to a person, as an admin compares two people. */
export const ZAttached = z.object({
  referrals: z.array(
    z.object({
      id: z.string(),
      reference: z.string().nullable(),
      organizationName: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  matches: z.array(
    z.object({
      id: z.string(),
      reference: z.string().nullable(),
      address: z.string(),
      status: z.string(),
      origin: z.string(),
      createdAt: z.string(),
    }),
  ),
  placements: z.array(
    z.object({
      id: z.string(),
      propertyAddress: z.string(),
      placementDate: z.string(),
      organizationName: z.string(),
    }),
  ),
  coLivingApplications: z.array(
    z.object({ id: z.string(), reference: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  households: z.array(z.object({ id: z.string(), address: z.string(), status: z.string() })),
  intakeReports: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(INTAKE_KINDS),
      linked: z.boolean(),
      createdAt: z.string(),
      /** What that intake said about the person, as it said it. */
      reported: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  ),
});
export type Attached = z.infer<typeof ZAttached>;

export const ZPersonDetail = ZPersonSummary.extend({
  dischargeStatus: z.enum(DISCHARGE_STATUSES).nullable(),
  urgency: z.enum(URGENCY_LEVELS),
  hasVoucher: z.boolean(),
  requiresAccessibility: z.boolean(),
  hasPet: z.boolean(),
  maxRentCents: z.number().int().nullable(),
  caseManagerEmail: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  organizationId: z.string().nullable(),
  source: z.string(),
  attached: ZAttached,
});
export type PersonDetail = z.infer<typeof ZPersonDetail>;

export const ZDuplicateDetail = ZDuplicatePair.omit({ people: true }).extend({
  people: z.tuple([ZPersonDetail, ZPersonDetail]),
  /** The merge fields on which the two people differ: the admin chooses a value for each. */
  differingFields: z.array(z.enum(MERGE_FIELDS)),
  /** The latest merge of this pair (to undo it), when it was merged. */
  merge: z
    .object({ id: z.string(), survivorId: z.string(), mergedAt: z.string(), undoneAt: z.string().nullable() })
    .nullable(),
});
export type DuplicateDetail = z.infer<typeof ZDuplicateDetail>;

/** "Same person": who survives, and for each differing field whose value it keeps (default: the survivor's). */
export const ZMergeInput = z.strictObject({
  survivorId: z.uuid({ error: 'Choose the record that stays' }),
  fieldsFrom: z
    .partialRecord(z.enum(MERGE_FIELDS), z.uuid({ error: 'Choose one of the two people' }))
    .default({}),
});
export type MergeInput = z.input<typeof ZMergeInput>;

export const ZMergeResult = z.object({ mergeId: z.string(), survivorId: z.string(), mergedId: z.string() });
export const ZUndoResult = z.object({ pairId: z.string(), veteranIds: z.tuple([z.string(), z.string()]) });
export const ZDismissResult = z.object({ id: z.string(), status: z.literal('dismissed') });
export const ZMergeRequestResult = z.object({ id: z.string(), mergeRequested: z.literal(true) });
