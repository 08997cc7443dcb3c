import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { scrollToSection } from '@client/lib/scroll';
import type { FindMatchesInput } from '@shared/contracts/match-search';
import { HOMELESS_VETERANS_HOTLINE, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { MATCH_RADIUS_MILES } from '@shared/domain/housing-match';
import { ASSESSMENT_SECTION_ID } from './veteran-welcome';

export const NAVIGATOR_SECTION_ID = 'benefits-navigator';

const linkClasses = 'font-bold whitespace-nowrap underline hover:no-underline';

/** Zero homes: what you can do next, with urgent help first for those who need it today. */
export function NoMatches({ search }: { search: FindMatchesInput }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-ui border border-dashed border-input p-4 sm:p-6">
        <h3 className="text-lg font-bold">No homes fit your answers yet</h3>
        <p>
          We found no available homes within {MATCH_RADIUS_MILES} miles of {search.zipCode}
          {search.benefits.vash ? ' that accept HUD-VASH vouchers' : ''} right now. Here's what you can do:
        </p>
        <ul className="grid list-disc gap-2 pl-5">
          <li>Search again with a nearby ZIP code, such as the closest city.</li>
          <li>Use the Benefits Navigator to find programs that help pay rent or find housing.</li>
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => scrollToSection(ASSESSMENT_SECTION_ID)}>
            Try another ZIP code
          </Button>
          <Button variant="outline" onClick={() => scrollToSection(NAVIGATOR_SECTION_ID)}>
            Open the Benefits Navigator
          </Button>
        </div>
      </div>
      <Alert variant="warning" role="note">
        <AlertTitle>Need a place to stay tonight?</AlertTitle>
        <AlertDescription>
          <p>
            Call the {HOMELESS_VETERANS_HOTLINE.name} at{' '}
            <a className={linkClasses} href={HOMELESS_VETERANS_HOTLINE.tel}>
              {HOMELESS_VETERANS_HOTLINE.phone}
            </a>
            . It's free and open 24/7. In crisis? Call the {VETERANS_CRISIS_LINE.name}: dial{' '}
            <a className={linkClasses} href={VETERANS_CRISIS_LINE.tel}>
              {VETERANS_CRISIS_LINE.phone}
            </a>
            .
          </p>
        </AlertDescription>
      </Alert>
    </div>
  );
}
