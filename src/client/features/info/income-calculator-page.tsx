import { LinkButton } from '@client/components/ui/link-button';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Calculator } from 'lucide-react';
import { ComingSoonCard, InfoPage, InfoSection } from './info-layout';

export default function IncomeCalculatorPage() {
  return (
    <InfoPage
      title="Income Calculator"
      eyebrow="For landlords"
      description={<p>Tools that help you see what renting to veterans could earn you.</p>}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <ComingSoonCard title="Co-Living Income Calculator">
          <p>
            Compare renting your property as one unit with renting it room by room to veterans. You'll enter
            your rent, bedrooms and monthly costs, and see the difference each month and each year.
          </p>
        </ComingSoonCard>
        <ComingSoonCard title="Return on Investment Calculator">
          <p>
            Estimate how fast changes like furnishing rooms or making a home accessible pay for themselves
            through rent and fewer empty months.
          </p>
        </ComingSoonCard>
      </div>

      <InfoSection title="Use the income estimator today">
        <p>
          Our Vacancy Calculator &amp; Income Estimator is ready now on the For Landlords page. Enter your
          current monthly rent and how many months your property has been empty. You'll see what the empty
          months cost you and an estimate of your monthly income from renting rooms to veterans.
        </p>
        <ol className="grid list-decimal gap-1 pl-6">
          <li>Go to the For Landlords page.</li>
          <li>
            Answer 3 questions in the free Property Assessment Wizard: ZIP code, bedrooms and ownership type.
          </li>
          <li>Continue to step 2, the Vacancy Calculator &amp; Income Estimator.</li>
        </ol>
        <div>
          <LinkButton href={PAGE_PATHS.landlords} icon={Calculator} size="lg">
            Open the income estimator
          </LinkButton>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
