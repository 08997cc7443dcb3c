import { SupportOptions } from '@client/components/layout/support-options';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatMoney } from '@client/lib/format';
import {
  CO_LIVING_MIN_MONTHLY_INCOME_DOLLARS,
  HOMELESS_VETERANS_HOTLINE,
  MAX_BULK_VETERANS,
  VETERANS_CRISIS_LINE,
} from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ComingSoonCard, InfoPage, InfoSection, PageLink } from './info-layout';

interface QuickHelp {
  audience: string;
  items: ReadonlyArray<{ question: string; answer: string; href: string; link: string }>;
}

const QUICK_HELP: readonly QuickHelp[] = [
  {
    audience: 'Veterans',
    items: [
      {
        question: 'How do I find housing?',
        answer: 'Fill in the Housing Assessment with your ZIP code and benefits to see matching homes.',
        href: PAGE_PATHS.veterans,
        link: 'Start the Housing Assessment',
      },
      {
        question: 'Which benefits can help me pay rent?',
        answer: 'Read about HUD-VASH, the GI Bill housing allowance and other programs.',
        href: PAGE_PATHS.benefitsGuide,
        link: 'Read the Benefits Guide',
      },
      {
        question: 'Can I share a home with other veterans?',
        answer: `Yes. Co-living needs a stable income of ${formatMoney(CO_LIVING_MIN_MONTHLY_INCOME_DOLLARS)} or more a month from government benefits.`,
        href: PAGE_PATHS.coLivingIntake,
        link: 'Apply for co-living',
      },
    ],
  },
  {
    audience: 'Landlords',
    items: [
      {
        question: 'Is my property a good fit?',
        answer: 'The free Property Assessment Wizard scores your property in a minute.',
        href: PAGE_PATHS.landlords,
        link: 'Assess your property',
      },
      {
        question: 'How much could I earn?',
        answer: 'The Vacancy Calculator & Income Estimator shows what empty months cost you.',
        href: PAGE_PATHS.incomeCalculator,
        link: 'How to use the income estimator',
      },
      {
        question: 'What does it cost?',
        answer: 'The assessment is free. You pay for placements and ongoing support only if you choose them.',
        href: PAGE_PATHS.pricing,
        link: 'See pricing',
      },
    ],
  },
  {
    audience: 'Organizations',
    items: [
      {
        question: 'How do I enter the veterans I work with?',
        answer: `Use the bulk intake to enter up to ${MAX_BULK_VETERANS} veterans at once and get a placement packet.`,
        href: PAGE_PATHS.support,
        link: 'Open the bulk intake',
      },
      {
        question: 'Who else is in the network?',
        answer: 'See the types of organizations and specialists that work with us.',
        href: PAGE_PATHS.directory,
        link: 'View our network',
      },
      {
        question: 'How do we become a partner?',
        answer: 'Partner organizations use the platform free. Tell us about your organization.',
        href: PAGE_PATHS.contact,
        link: 'Contact our partner team',
      },
    ],
  },
];

export default function HelpPage() {
  return (
    <InfoPage title="Help Center" description={<p>Answers to common questions, and how to reach us.</p>}>
      <div className="grid gap-6 md:grid-cols-2">
        <ComingSoonCard title="Search help articles">
          <p>Search all our help articles in one place.</p>
        </ComingSoonCard>
        <ComingSoonCard title="Live chat">
          <p>
            Chat with our support team. Until then, <SupportOptions />.
          </p>
        </ComingSoonCard>
      </div>

      <InfoSection title="Quick help">
        <div className="grid gap-6 lg:grid-cols-3">
          {QUICK_HELP.map((group) => (
            <Card key={group.audience}>
              <CardHeader>
                <CardTitle className="text-primary">For {group.audience.toLowerCase()}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-4">
                  {group.items.map((item) => (
                    <li key={item.question} className="grid gap-1">
                      <p className="font-semibold">{item.question}</p>
                      <p className="text-sm text-muted-foreground">{item.answer}</p>
                      <PageLink href={item.href}>{item.link}</PageLink>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </InfoSection>

      <InfoSection title="Still need help?">
        <p>
          <SupportOptions capitalize />. We reply within 1 business day.
        </p>
        <p>
          Need a place to stay tonight? Call the {HOMELESS_VETERANS_HOTLINE.name} at{' '}
          {HOMELESS_VETERANS_HOTLINE.phone}, any time. In crisis? Call the {VETERANS_CRISIS_LINE.name}: dial{' '}
          {VETERANS_CRISIS_LINE.phone}.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
