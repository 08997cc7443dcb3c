import { formatNumber } from '@client/lib/format';
import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id: the section is labelled by its heading. */
  headingId: string;
  title: ReactNode;
  /** How many the section lists, after the title: "Veterans (12)"; left out while unknown. */
  count?: number;
  /** 'xl' for a section of a work page, '2xl' for a dashboard's sections, 'hidden' for a heading only screen
   * readers read (the cards under it speak for themselves). */
  size?: 'xl' | '2xl' | 'hidden';
  /** The space between the heading and what follows. */
  gap?: 2 | 3 | 4;
  /** At the end of the heading's row, e.g. the list's filters. */
  aside?: ReactNode;
  children?: ReactNode;
}

const HEADING_CLASS = {
  xl: 'text-xl font-bold text-primary',
  '2xl': 'text-2xl font-bold text-primary',
  hidden: 'sr-only',
};
const GAP_CLASS = { 2: 'grid gap-2', 3: 'grid gap-3', 4: 'grid gap-4' };

/** A section of a page under its h2, which names it; filters may stand beside the heading. */
export function TitledSection({
  headingId,
  title,
  count,
  size = 'xl',
  gap = 4,
  aside,
  children,
}: TitledSectionProps) {
  const heading = (
    <h2 id={headingId} className={HEADING_CLASS[size]}>
      {title}
      {count === undefined ? '' : ` (${formatNumber(count, 0)})`}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={GAP_CLASS[gap]}>
      {aside === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
