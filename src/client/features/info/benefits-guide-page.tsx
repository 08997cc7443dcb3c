import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { HOMELESS_VETERANS_HOTLINE } from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { ExternalLink, InfoPage, InfoSection, infoListClasses } from './info-layout';

const VA_BENEFITS_LINE = '1-800-827-1000';

const OTHER_PROGRAMS = [
  {
    name: 'Supportive Services for Veteran Families (SSVF)',
    text: 'Local organizations funded by VA help very low-income veteran families who are homeless or about to lose their home. They can help with rent, a security deposit, utilities, moving costs and finding a place.',
  },
  {
    name: 'VA disability compensation',
    text: 'A tax-free monthly payment if you have a condition caused or made worse by your military service. You can show it as income when you apply to rent a home.',
  },
  {
    name: 'VA home loan',
    text: 'If you want to buy a home, VA backs loans from private lenders. Many veterans can buy with no down payment and no private mortgage insurance. You need a Certificate of Eligibility, which you can request on VA.gov.',
  },
] as const;

export default function BenefitsGuidePage() {
  return (
    <InfoPage
      title="Benefits Guide"
      eyebrow="For veterans"
      description={<p>Housing help you may be able to get as a veteran, and how to apply for it.</p>}
    >
      <Card tone="highlight">
        <CardHeader row className="items-start gap-3">
          <Compass className="mt-1 size-6 shrink-0 text-accent-strong" aria-hidden="true" />
          <div className="grid gap-1">
            <CardTitle as="h2" className="text-primary">
              Get a guide made for you
            </CardTitle>
            <p>Answer 2 questions in the Benefits Navigator and download a checklist for your situation.</p>
          </div>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href={PAGE_PATHS.veterans}>Open the Benefits Navigator</Link>
          </Button>
        </CardContent>
      </Card>

      <InfoSection title="HUD-VASH vouchers">
        <p>
          HUD-VASH joins two programs. A housing voucher from the U.S. Department of Housing and Urban
          Development (HUD) helps you pay rent, and a VA case manager helps you find a home and keep it.
        </p>
        <ul className={infoListClasses}>
          <li>It's for veterans who are homeless and can get VA health care.</li>
          <li>
            You usually pay about 30% of your income toward rent. The voucher pays the rest, up to a limit.
          </li>
          <li>The home must pass a safety inspection before you move in.</li>
        </ul>
      </InfoSection>

      <InfoSection title="GI Bill housing allowance">
        <p>
          If you go to school with the Post-9/11 GI Bill, you can get a monthly housing allowance while you
          study.
        </p>
        <ul className={infoListClasses}>
          <li>
            The amount is based on the ZIP code of your school and on how much of the benefit you've earned.
          </li>
          <li>You get the full amount only if you study more than half time.</li>
          <li>If all your classes are online, the allowance is lower.</li>
        </ul>
      </InfoSection>

      <InfoSection title="How to apply">
        <ol className="grid list-decimal gap-2 pl-6">
          <li>
            Gather your documents: your discharge papers (DD214), a photo ID, proof of income and any benefit
            award letters.
          </li>
          <li>
            For HUD-VASH, contact the homeless program at your nearest VA medical center, or call the{' '}
            {HOMELESS_VETERANS_HOTLINE.name} at {HOMELESS_VETERANS_HOTLINE.phone}, any time.
          </li>
          <li>
            For the GI Bill, disability compensation and home loans, apply online at{' '}
            <ExternalLink href="https://www.va.gov">VA.gov</ExternalLink> or call VA benefits at{' '}
            {VA_BENEFITS_LINE}.
          </li>
          <li>
            Want help with the forms? An accredited representative from a veterans service organization can
            help you for free.
          </li>
          <li>Keep copies of everything you send, and check the status of your claim on VA.gov.</li>
        </ol>
      </InfoSection>

      <InfoSection title="Other programs">
        <ul className="grid gap-4">
          {OTHER_PROGRAMS.map((program) => (
            <li key={program.name}>
              <h3 className="font-bold">{program.name}</h3>
              <p>{program.text}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          VA and HUD decide who qualifies for these programs. This guide explains them in general and is not
          an official decision.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
