import { PhoneLink } from '@client/components/ui/phone-link';
import type { PartnerReferral } from '@shared/contracts/partner';
import { needTypeLabel } from '@shared/domain/referral-status';
import { REFERRED_BY_CARD_LABELS } from '@shared/domain/referrer';
import { URGENCY_EXAMPLES, URGENCY_LABELS } from '@shared/domain/urgency';
import type { ReactNode } from 'react';

export const NOT_GIVEN = 'Not given';

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function EmailLink({ email }: { email: string | null }) {
  if (!email) return <>{NOT_GIVEN}</>;
  return (
    <a href={`mailto:${email}`} className="text-primary underline hover:no-underline">
      {email}
    </a>
  );
}

/**
 * What the organisation needs to judge and act (issue 34, point 8): the service, how urgent with the example
 * the referrer picked it by, and who referred, with a case manager's name and how to call them back.
 */
export function NeedAndReferrerDetails({ referral }: { referral: PartnerReferral }) {
  const byCaseManager = referral.referredBy === 'case_manager';
  const showCaseManager = byCaseManager || Boolean(referral.caseManagerEmail);
  return (
    <>
      <Detail term="Service needed">
        {referral.serviceType ? needTypeLabel(referral.serviceType) : NOT_GIVEN}
      </Detail>
      <Detail term="Urgency">
        {URGENCY_LABELS[referral.urgencyLevel]}
        <span className="block text-sm text-muted-foreground">{URGENCY_EXAMPLES[referral.urgencyLevel]}</span>
      </Detail>
      <Detail term="Referred by">
        {referral.referredBy ? REFERRED_BY_CARD_LABELS[referral.referredBy] : NOT_GIVEN}
      </Detail>
      {showCaseManager ? (
        <>
          <Detail term="Case manager">{referral.caseManagerName || NOT_GIVEN}</Detail>
          <Detail term="Case manager phone">
            <PhoneLink phone={referral.caseManagerPhone} fallback={NOT_GIVEN} />
          </Detail>
          <Detail term="Case manager email">
            <EmailLink email={referral.caseManagerEmail} />
          </Detail>
        </>
      ) : null}
    </>
  );
}
