import { HOMELESS_VETERANS_HOTLINE, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { Phone } from 'lucide-react';

const linkClasses =
  'rounded-ui font-medium whitespace-nowrap underline underline-offset-2 hover:no-underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The lines a veteran in crisis needs, at the top of every page and still there when it scrolls (it rides in the
 * sticky header): call, text or chat with the Veterans Crisis Line; on a phone in one compact line. A region,
 * not a live region: a screen reader meets it once, at the top, instead of hearing it on every page change.
 */
export function CrisisBanner() {
  return (
    <section aria-label="Crisis support" className="surface-inverse bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-1.5 text-sm sm:gap-x-6 sm:px-6 sm:py-2">
        <Phone className="hidden size-4 shrink-0 text-accent sm:block" aria-hidden="true" />
        <a className={linkClasses} href={VETERANS_CRISIS_LINE.tel}>
          <span className="sm:hidden">Crisis: dial 988, press 1</span>
          <span className="hidden sm:inline">{VETERANS_CRISIS_LINE.banner}</span>
        </a>
        <a className={linkClasses} href={VETERANS_CRISIS_LINE.sms}>
          Text {VETERANS_CRISIS_LINE.textNumber}
        </a>
        <a className={linkClasses} href={VETERANS_CRISIS_LINE.chat} rel="noopener">
          Chat<span className="hidden sm:inline"> with the Veterans Crisis Line</span>
        </a>
        <a className={`${linkClasses} hidden md:inline`} href={HOMELESS_VETERANS_HOTLINE.tel}>
          {HOMELESS_VETERANS_HOTLINE.banner}
        </a>
      </div>
    </section>
  );
}

/** The same lines in the phone menu, one per row, with the homeless veterans' line the banner leaves out there. */
export function CrisisMenuLinks({ linkClassName }: { linkClassName: string }) {
  return (
    <section aria-labelledby="menu-help-heading" className="mt-3 border-t border-border pt-3">
      <p id="menu-help-heading" className="px-3 text-sm font-bold text-muted-foreground">
        Help right now
      </p>
      <ul className="flex flex-col gap-1 pt-1">
        <li>
          <a className={linkClassName} href={VETERANS_CRISIS_LINE.tel}>
            Veterans Crisis Line: dial 988, then press 1
          </a>
        </li>
        <li>
          <a className={linkClassName} href={VETERANS_CRISIS_LINE.sms}>
            Text {VETERANS_CRISIS_LINE.textNumber}
          </a>
        </li>
        <li>
          <a className={linkClassName} href={VETERANS_CRISIS_LINE.chat} rel="noopener">
            Chat with the Veterans Crisis Line
          </a>
        </li>
        <li>
          <a className={linkClassName} href={HOMELESS_VETERANS_HOTLINE.tel}>
            {HOMELESS_VETERANS_HOTLINE.banner}
          </a>
        </li>
      </ul>
    </section>
  );
}
