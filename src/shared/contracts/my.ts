import { HOUSEHOLD_DECLINE_REASONS } from '@shared/domain/co-living/workflow';
import {
  CO_LIVING_REFERENCE_PATTERN,
  MATCH_REFERENCE_PATTERN,
  REFERRAL_REFERENCE_PATTERN,
} from '@shared/domain/match-reference';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { PERSON_STATUSES } from '@shared/domain/person-timeline';
import { OFFER_DECLINE_REASONS, VETERAN_ACCESS_SCOPES } from '@shared/domain/veteran-access';
import { z } from 'zod';
import { optionalPhone, requiredEmail, textRule } from './common';

/** The veteran's own page in the browser. */
export const MY_PAGE_ROUTE = PAGE_PATHS.my;
export const MY_ACCESS_PATH = '/api/my/access';
export const MY_PATH = '/api/my';
export const MY_SIGN_OUT_PATH = '/api/my/sign-out';
export const MY_CONTACT_PATH = '/api/my/contact';
export const MY_CONFIRM_EMAIL_PATH = '/api/my/contact/confirm';
/** The query parameter of /my that carries a new email's confirmation token (the link mailed to it). */
export const MY_CONFIRM_EMAIL_PARAM = 'confirm';
export const myRequestWithdrawPath = (id: string) => `/api/my/requests/${id}/withdraw`;
export const myOfferDecisionPath = (id: string) => `/api/my/offers/${id}/decision`;
/** The member's answer to a co-living household proposed to them (the id is the proposal's). */
export const myHouseholdDecisionPath = (id: string) => `/api/my/households/${id}/decision`;
export const caseloadMyLinkPath = (veteranId: string) => `/api/partner/caseload/${veteranId}/my-link`;

/** Cookie that carries a veteran's session on their own device (HttpOnly, SameSite=Strict). */
export const VETERAN_SESSION_COOKIE = 'vhm_my_session';
export function veteranSessionCookieName(production: boolean): string {
  return production ? `__Host-${VETERAN_SESSION_COOKIE}` : VETERAN_SESSION_COOKIE;
}

const isReference = (value: string) =>
  [MATCH_REFERENCE_PATTERN, REFERRAL_REFERENCE_PATTERN, CO_LIVING_REFERENCE_PATTERN].some((pattern) =>
    pattern.test(value),
  );

export const ZReference = z
  .string()
  .trim()
  .check(textRule)
  .transform((value) => value.toUpperCase())
  .refine(isReference, 'Enter the reference you were given, like VH-7K2Q9M');

/** The link's token, or a reference with the last four digits of the phone given with it. */
export const ZMyReferenceAccess = z
  .object({
    reference: ZReference,
    phoneLast4: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Enter the last 4 digits of the phone number you gave'),
  })
  .strict();

export const ZMyAccessInput = z.union([
  z
    .object({
      token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid. Ask for a new one.'),
    })
    .strict(),
  ZMyReferenceAccess,
]);
export type MyAccessInput = z.infer<typeof ZMyAccessInput>;

export const MY_ACCESS_REFUSED_MESSAGE =
  'We could not open your page with that. Check the reference and the last 4 digits of your phone, or ask your case worker.';
export const MY_LINK_INVALID_MESSAGE = 'This link has expired or was already used. Ask for a new one below.';
export const MY_ACCESS_LIMITED_MESSAGE =
  'Too many tries. Wait an hour and try again, or call the number below.';

export const MY_ITEM_KINDS = ['request', 'offer', 'application', 'referral', 'household'] as const;

export const ZMyItem = z.object({
  id: z.string(),
  kind: z.enum(MY_ITEM_KINDS),
  reference: z.string().nullable(),
  /** The item's own status (pending, approved, declined, withdrawn, ...). */
  status: z.string(),
  title: z.string(),
  /** Where it stands, in plain words. */
  statusText: z.string(),
  /** What happens next, and by when. */
  nextStep: z.string(),
  /** Who to call about it. */
  contact: z
    .object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  /** What the veteran may do here. */
  actions: z.array(z.enum(['withdraw', 'accept', 'decline'])),
  decideBy: z.string().nullable(),
});
export type MyItem = z.infer<typeof ZMyItem>;

export const ZMyPage = z.object({
  firstName: z.string().nullable(),
  /** 'subjects': this device sees only what was sent with the address or reference it was opened with. */
  scope: z.enum(VETERAN_ACCESS_SCOPES),
  status: z.enum(PERSON_STATUSES).nullable(),
  statusText: z.string().nullable(),
  contact: z
    .object({
      email: z.string().nullable(),
      phone: z.string().nullable(),
      pendingEmail: z.string().nullable(),
    })
    .nullable(),
  requests: z.array(ZMyItem),
  offers: z.array(ZMyItem),
  applications: z.array(ZMyItem),
  /** Co-living households proposed to the veteran (the item's id is the proposal's). */
  households: z.array(ZMyItem),
});
export type MyPage = z.infer<typeof ZMyPage>;

export const ZOfferDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept') }).strict(),
  z
    .object({
      decision: z.literal('decline'),
      reason: z.enum(OFFER_DECLINE_REASONS, { message: 'Choose the reason you are saying no' }),
    })
    .strict(),
]);
export type OfferDecision = z.infer<typeof ZOfferDecision>;

export const ZHouseholdDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept') }).strict(),
  z
    .object({
      decision: z.literal('decline'),
      reason: z.enum(HOUSEHOLD_DECLINE_REASONS, { message: 'Choose the reason you are saying no' }),
    })
    .strict(),
]);
export type HouseholdDecision = z.infer<typeof ZHouseholdDecision>;

export const ZMyContactInput = z
  .object({ email: requiredEmail('Enter your new email').optional(), phone: optionalPhone().optional() })
  .strict()
  .refine((value) => value.email !== undefined || value.phone !== undefined, 'Enter a new email or phone');
export type MyContactInput = z.infer<typeof ZMyContactInput>;

export const ZMyConfirmEmailInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }).strict();

export const ZMyDone = z.object({ message: z.string() });

export const ZCaseloadMyLink = z.object({ link: z.string(), expiresAt: z.string() });
