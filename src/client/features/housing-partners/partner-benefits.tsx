import { CardContent } from '@client/components/ui/card';
import { IconCard } from '@client/components/ui/icon-card';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatMoney } from '@client/lib/format';
import {
  PARTNER_COMMISSION_RANGE,
  PARTNER_REVIEW_HOURS,
  PARTNER_VETERAN_MIN_MONTHLY_BENEFITS,
} from '@shared/domain/partner-applications';
import { BadgeDollarSign, Clock, ShieldCheck } from 'lucide-react';

const BENEFITS = [
  {
    icon: BadgeDollarSign,
    title: `Earn ${PARTNER_COMMISSION_RANGE} commission`,
    text: `Earn a ${PARTNER_COMMISSION_RANGE} commission on the leases and sales you close for veterans referred through our network.`,
  },
  {
    icon: ShieldCheck,
    title: `Co-living veterans with ${formatMoney(PARTNER_VETERAN_MIN_MONTHLY_BENEFITS)}+ monthly benefits`,
    text: `Veterans in our co-living households have ${formatMoney(PARTNER_VETERAN_MIN_MONTHLY_BENEFITS)} or more a month in benefits and income (their application checks it). Every other veteran we refer is matched only to rents within their own budget or voucher.`,
  },
  {
    icon: Clock,
    title: `Review within ${PARTNER_REVIEW_HOURS} hours`,
    text: `We review every application within ${PARTNER_REVIEW_HOURS} hours and email you our decision. Once approved, you get a landlord account to list homes and follow matches.`,
  },
] as const;

/** The three reasons to partner (the spec's marketing cards). */
export function PartnerBenefits() {
  return (
    <TitledSection headingId="partner-benefits-heading" title="Why partner with us" size="hidden">
      <ul className="grid gap-4 md:grid-cols-3">
        {BENEFITS.map(({ icon, title, text }) => (
          <li key={title}>
            <IconCard icon={icon} title={title}>
              <CardContent>
                <p>{text}</p>
              </CardContent>
            </IconCard>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
