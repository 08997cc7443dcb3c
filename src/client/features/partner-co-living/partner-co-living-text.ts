import type { BadgeVariant } from '@client/components/ui/badge';
import type { PartnerCoLivingApplicant } from '@shared/contracts/co-living-households';
import { CO_LIVING_MATCH_STATUS_LABELS, type CoLivingMatchStatus } from '@shared/domain/co-living/vocabulary';
import { PAGE_PATTERNS, pagePath } from '@shared/domain/page-paths';

/** A proposed applicant's step in the placement workflow: the badge's look (the words are the domain's). */
const MATCH_STATUS_VARIANTS: Record<CoLivingMatchStatus, BadgeVariant> = {
  pending: 'secondary',
  notified: 'secondary',
  interview: 'accent',
  trial: 'accent',
  placed: 'success',
  declined: 'destructive',
};

/** Where an applicant stands: the badge, and a line under it when there is more to say. */
export function applicantStatus(applicant: PartnerCoLivingApplicant): {
  label: string;
  variant: BadgeVariant;
  note: string | null;
} {
  switch (applicant.status) {
    case 'pending':
      return {
        label: 'Waiting for a household',
        variant: 'outline',
        note: applicant.waitingReason ?? 'We look for housemates at the next household run.',
      };
    case 'proposed':
      return applicant.matchStatus
        ? {
            label: CO_LIVING_MATCH_STATUS_LABELS[applicant.matchStatus],
            variant: MATCH_STATUS_VARIANTS[applicant.matchStatus],
            note: null,
          }
        : { label: CO_LIVING_MATCH_STATUS_LABELS.pending, variant: 'secondary', note: null };
    case 'placed':
      return { label: 'Placed', variant: 'success', note: null };
    case 'withdrawn':
      return { label: 'Withdrawn', variant: 'outline', note: null };
  }
}

export const householdPage = (householdId: string) =>
  pagePath(PAGE_PATTERNS.partnerHousehold, { householdId });
