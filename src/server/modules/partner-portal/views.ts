import { formatPhone } from '@shared/contracts/common';
import type { PartnerReferral } from '@shared/contracts/partner';
import type { PersonStatus } from '@shared/domain/person-timeline';
import { REFERRAL_STATUSES, type ReferralStatus } from '@shared/domain/referral-status';
import { REFERRED_BY } from '@shared/domain/referrer';
import { URGENCY_LEVELS, type UrgencyLevel } from '@shared/domain/urgency';

/** A referral joined with its veteran, as the repo reads it. */
export interface ReferralRow {
  id: string;
  veteranId: string;
  onCaseload: boolean;
  reference: string | null;
  veteranName: string | null;
  veteranPhone: string | null;
  veteranEmail: string | null;
  contactMethod: string | null;
  referredBy: string | null;
  caseManagerName: string | null;
  caseManagerPhone: string | null;
  caseManagerEmail: string | null;
  zipCode: string;
  urgency: string;
  needsDescription: string | null;
  needType: string | null;
  status: string;
  notes: string;
  createdAt: Date;
  contactedAt: Date | null;
}

/** The stored status as the workflow type (the database's check constraint keeps it one of them). */
export function asStatus(value: string): ReferralStatus {
  const status = REFERRAL_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`unknown referral status in the database: ${value}`);
  return status;
}

function asUrgency(value: string): UrgencyLevel {
  return URGENCY_LEVELS.find((known) => known === value) ?? 'normal';
}

/** The partner's view of one referral: the veteran's contact details belong to this partner only. */
export function toPartnerReferral(row: ReferralRow, personStatus: PersonStatus = 'waiting'): PartnerReferral {
  return {
    id: row.id,
    personStatus,
    caseloadVeteranId: row.onCaseload ? row.veteranId : null,
    reference: row.reference,
    veteranName: row.veteranName,
    veteranPhone: row.veteranPhone === null ? null : formatPhone(row.veteranPhone),
    veteranEmail: row.veteranEmail,
    contactMethod: row.contactMethod,
    referredBy: REFERRED_BY.find((known) => known === row.referredBy) ?? null,
    caseManagerName: row.caseManagerName,
    caseManagerPhone: row.caseManagerPhone === null ? null : formatPhone(row.caseManagerPhone),
    caseManagerEmail: row.caseManagerEmail,
    zipCode: row.zipCode,
    urgencyLevel: asUrgency(row.urgency),
    needsDescription: row.needsDescription,
    serviceType: row.needType,
    status: asStatus(row.status),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    contactedAt: row.contactedAt ? row.contactedAt.toISOString() : null,
  };
}

/** Whole percent of `part` in `whole`; 0 when there is nothing to divide. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** One decimal place. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** The first instant of the UTC month `monthsBack` months before the one `now` is in. */
export function utcMonthStart(now: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/** 'YYYY-MM' of a UTC month start. */
export const monthKey = (date: Date): string => date.toISOString().slice(0, 7);
