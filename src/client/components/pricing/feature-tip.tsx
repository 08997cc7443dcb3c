import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@client/components/ui/tooltip';
import { Info } from 'lucide-react';
import { useState } from 'react';

export interface FeatureTipProps {
  feature: string;
  tip: string;
}

/**
 * An info button that explains a plan feature. The tooltip opens on hover and keyboard focus (Radix),
 * and also on a tap or click, which Radix tooltips ignore by default, so phone users can read it too.
 */
export function FeatureTip({ feature, tip }: FeatureTipProps) {
  const [open, setOpen] = useState(false);
  // its own provider, not one around the whole app: the tooltip code loads only with the pages that show one
  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label={`About ${feature}`}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-ui text-muted-foreground hover:bg-muted hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={(event) => {
              // keep Radix from closing the tooltip on click: a click or tap opens it
              event.preventDefault();
              setOpen(true);
            }}
          >
            <Info className="size-4" aria-hidden="true" />
          </button>
        </TooltipTrigger>
        <TooltipContent side="top" collisionPadding={8}>
          {tip}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
