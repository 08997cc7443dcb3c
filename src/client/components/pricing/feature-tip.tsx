import { type ComponentType, useEffect, useRef, useState } from 'react';
import { type Arrival, type FeatureTooltipProps, HOVER_DELAY_MS } from './feature-tooltip-arrival';
import { type FeatureTipProps, InfoButton } from './info-button';

export type { FeatureTipProps } from './info-button';

let tooltipModule: Promise<ComponentType<FeatureTooltipProps>> | undefined;
const loadTooltip = () => {
  tooltipModule ??= import('./feature-tooltip').then(({ FeatureTooltip }) => FeatureTooltip);
  return tooltipModule;
};

/**
 * An info button that explains a plan feature in a tooltip. The tooltip code (Radix and its positioning, about
 * 12 kB) is not part of the page (decision 0022): it loads when someone reaches for a button and then takes the
 * button's place, open. Focus or a tap brings it at once, keeping the focus; a mouse resting on the button
 * brings it after the tooltip delay, and moving away first leaves the plain button.
 */
export function FeatureTip({ feature, tip }: FeatureTipProps) {
  const [loaded, setLoaded] = useState<{
    Tooltip: ComponentType<FeatureTooltipProps>;
    arrival: Arrival;
  } | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const arrive = (arrival: Arrival) => {
    clearTimeout(hoverTimer.current);
    void loadTooltip().then((Tooltip) => setLoaded((now) => now ?? { Tooltip, arrival }));
  };
  if (loaded) return <loaded.Tooltip feature={feature} tip={tip} arrival={loaded.arrival} />;
  return (
    <InfoButton
      feature={feature}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        void loadTooltip();
        hoverTimer.current = setTimeout(() => arrive('hovered'), HOVER_DELAY_MS);
      }}
      onPointerLeave={() => clearTimeout(hoverTimer.current)}
      onFocus={() => arrive('focused')}
      onClick={() => arrive('focused')}
    />
  );
}
