import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { Share2 } from 'lucide-react';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

/** Share: the device's share sheet where there is one, else the link is copied to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // the visitor closed the share sheet: nothing to do
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: LINK_COPIED_MESSAGE });
    } catch {
      toast({ variant: 'destructive', title: "We couldn't copy the link", description: url });
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
