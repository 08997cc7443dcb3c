import type { FeatureTipProps } from './info-button';

/** Spec 1, section 9: tooltips open after 700 ms (the Radix provider's delay too). */
export const HOVER_DELAY_MS = 700;

/** How the tooltip came to replace the plain button: it opens either way, and keeps the focus it had. */
export type Arrival = 'focused' | 'hovered';

export interface FeatureTooltipProps extends FeatureTipProps {
  arrival: Arrival;
}
