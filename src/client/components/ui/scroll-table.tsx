import type { ReactNode } from 'react';

/**
 * A table in a box that scrolls sideways on a narrow screen. The box is focusable (with the table's name) so
 * keyboard users can scroll it too, for tables with no control inside that would take the focus.
 */
export function ScrollTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="relative overflow-x-auto rounded-ui border border-border focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm" aria-labelledby={labelledBy}>
        {children}
      </table>
    </section>
  );
}
