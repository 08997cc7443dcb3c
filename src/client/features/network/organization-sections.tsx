import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TitledSection } from '@client/components/ui/titled-section';
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import { BadgeCheck, Clock, ExternalLink, Globe, Handshake, Lock, ShieldCheck } from 'lucide-react';
import { SERVICE_CATEGORY_DISPLAY } from './service-categories';

export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** Contact box: the website only; phone and email stay private (all contact goes through a referral). */
export function ContactBox({ website }: { website: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Contact</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {website ? (
          <a
            href={websiteHref(website)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold break-all text-primary underline hover:no-underline"
          >
            <Globe className="size-4 shrink-0" aria-hidden="true" />
            {website.replace(/^https?:\/\//i, '')}
            <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
        <p className="flex gap-2 text-sm">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Phone numbers and email addresses are not public. Contact them through a referral: the
            organization gets it in its dashboard and reaches out to the veteran.
          </span>
        </p>
      </CardContent>
    </Card>
  );
}

/** One card per service the organisation offers, with its icon. */
export function ServiceCards({ categories }: { categories: readonly ServiceCategory[] }) {
  return (
    <TitledSection headingId="services-heading" title="Services" size="2xl" gap={3}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {categories.map((category) => {
          const { label, icon: Icon } = SERVICE_CATEGORY_DISPLAY[category];
          return (
            <li
              key={category}
              className="flex items-center gap-3 rounded-ui border border-border bg-card p-4"
            >
              <Icon className="size-6 shrink-0 text-accent-strong" aria-hidden="true" />
              <span className="font-semibold">{label}</span>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

const WHY_PARTNER = [
  {
    icon: Clock,
    title: 'Quick response',
    text: 'Referred veterans hear from the organization within 24 hours.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: "A veteran's details go only to this organization.",
  },
  {
    icon: BadgeCheck,
    title: 'Checked partners',
    text: 'We verify partners and show their VA accreditation.',
  },
  {
    icon: Handshake,
    title: 'Housing follow-through',
    text: 'Partners record placements, so results are real.',
  },
] as const;

/** Four 'why partner' cards. */
export function WhyPartnerCards() {
  return (
    <TitledSection headingId="why-partner-heading" title="Why refer through the network" size="2xl" gap={3}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {WHY_PARTNER.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
