import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@client/components/ui/tooltip';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FeatureTooltipProps } from './feature-tooltip-arrival';
import { InfoButton } from './info-button';

/**
 * The tooltip behind a FeatureTip, loaded when someone reaches for one. It opens on hover and keyboard focus
 * (Radix), and also on a tap or click, which Radix tooltips ignore by default, so phone users can read it too.
 */
export function FeatureTooltip({ feature, tip, arrival }: FeatureTooltipProps) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (arrival === 'focused') button.current?.focus();
  }, [arrival]);
  // its own provider, not one around the whole app: the tooltip code loads only with the pages that show one
  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger asChild>
          <InfoButton
            ref={button}
            feature={feature}
            onClick={(event) => {
              // keep Radix from closing the tooltip on click: a click or tap opens it
              event.preventDefault();
              setOpen(true);
            }}
          />
        </TooltipTrigger>
        <TooltipContent side="top" collisionPadding={8}>
          {tip}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
