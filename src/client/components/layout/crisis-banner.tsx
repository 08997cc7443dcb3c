import { HOMELESS_VETERANS_HOTLINE, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { Phone } from 'lucide-react';

const linkClasses =
  'rounded-ui font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The two lines a veteran in crisis needs, above every page's header. A landmark, not a live region: a screen
 * reader meets it once, at the top, instead of hearing it again on every page change.
 */
export function CrisisBanner() {
  return (
    <aside aria-label="Crisis support" className="surface-inverse bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-3 py-2 text-sm sm:px-6">
        <Phone className="hidden size-4 shrink-0 text-accent sm:block" aria-hidden="true" />
        <a className={linkClasses} href={VETERANS_CRISIS_LINE.tel}>
          {VETERANS_CRISIS_LINE.banner}
        </a>
        <a className={linkClasses} href={HOMELESS_VETERANS_HOTLINE.tel}>
          {HOMELESS_VETERANS_HOTLINE.banner}
        </a>
      </div>
    </aside>
  );
}
