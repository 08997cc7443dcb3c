import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { formatMoney } from '@client/lib/format';
import { scrollToSection } from '@client/lib/scroll';
import { CO_LIVING_MIN_MONTHLY_INCOME_DOLLARS } from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { House, Users } from 'lucide-react';
import { Link } from 'wouter';

export const ASSESSMENT_SECTION_ID = 'housing-assessment';

/** The audience banner (spec 1, section 1). */
export function VeteranWelcome() {
  return (
    <div className="surface-inverse bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-6 sm:px-6">
        <p className="text-sm font-bold tracking-wide text-accent uppercase">Welcome, veterans</p>
        <p className="max-w-3xl text-lg">
          You're in the right place to find quality, veteran-friendly housing fast. Everything here is free
          for you.
        </p>
      </div>
    </div>
  );
}

/** The two paths: a co-living household, or a home found through the assessment below. */
export function HousingPaths() {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Housing paths">
      <li className="grid">
        <Card className="grid content-between">
          <CardHeader>
            <Users className="size-7 text-accent-strong" aria-hidden="true" />
            <CardTitle as="h2">Co-Living Community</CardTitle>
            <CardDescription large>
              Share a home with two other veterans, split the costs and have people around who understand.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <p className="rounded-ui bg-warning p-3 text-sm text-warning-foreground">
              <strong>Income needed:</strong> a stable income of{' '}
              {formatMoney(CO_LIVING_MIN_MONTHLY_INCOME_DOLLARS)}+ monthly from dual government benefits is
              required.
            </p>
          </CardContent>
          <CardFooter>
            <Button asChild size="lg">
              <Link href={PAGE_PATHS.coLivingIntake}>Apply for Co-Living</Link>
            </Button>
          </CardFooter>
        </Card>
      </li>
      <li className="grid">
        <Card className="grid content-between">
          <CardHeader>
            <House className="size-7 text-accent-strong" aria-hidden="true" />
            <CardTitle as="h2">Find a Home That Fits</CardTitle>
            <CardDescription large>
              Answer a few questions and see homes near you that fit your benefits, each with the reasons it
              fits.
            </CardDescription>
          </CardHeader>
          <CardFooter>
            <Button size="lg" variant="secondary" onClick={() => scrollToSection(ASSESSMENT_SECTION_ID)}>
              Start the Housing Assessment
            </Button>
          </CardFooter>
        </Card>
      </li>
    </ul>
  );
}
