import { Info } from 'lucide-react';
import type { ComponentProps } from 'react';

export interface FeatureTipProps {
  feature: string;
  tip: string;
}

/** The "About {feature}" button of a plan feature, before and after its tooltip has loaded. */
export function InfoButton({ feature, ...props }: ComponentProps<'button'> & { feature: string }) {
  return (
    <button
      type="button"
      aria-label={`About ${feature}`}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-ui text-muted-foreground hover:bg-muted hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...props}
    >
      <Info className="size-4" aria-hidden="true" />
    </button>
  );
}
