import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { downloadTextFile } from '@client/lib/download';
import { readSupportContact } from '@client/lib/support-contact';
import type { BulkIntakeResponse } from '@shared/contracts/bulk-intake';
import { CASELOAD_PAGE_ROUTE } from '@shared/contracts/caseload';
import type { SupportContact } from '@shared/contracts/site-shell';
import { WAITLISTED_STATUS } from '@shared/domain/intake-priority';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buildPlacementPacket, placementPacketFilename } from './placement-packet';
import { ResultCard } from './result-card';
import { useRouteToLandlords } from './route-to-landlords';

function downloadPacket(response: BulkIntakeResponse, support: SupportContact | undefined) {
  let started = false;
  try {
    started = downloadTextFile(
      placementPacketFilename(response.batchId),
      buildPlacementPacket(response, new Date(), support),
    );
  } catch {
    started = false;
  }
  if (started) {
    toast({
      variant: 'success',
      title: 'Download Started',
      description: 'Your placement packet is saving as a text file.',
    });
  } else {
    toast({
      variant: 'destructive',
      title: 'Download Failed',
      description: 'There was an error downloading the placement packet. Please try again.',
    });
  }
}

/** The processed batch: a summary, one card per veteran, the packet download and the landlord route. */
export function IntakeResults({ response }: { response: BulkIntakeResponse }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { results, savedToCaseload } = response;
  const route = useRouteToLandlords({ batchId: response.batchId, signedIn: savedToCaseload });
  const waitlisted = results.filter((result) => result.status === WAITLISTED_STATUS).length;
  const high = results.filter((result) => result.priority === 'High').length;

  useEffect(() => {
    // a new batch: take keyboard and screen reader users to its results
    if (response.batchId) headingRef.current?.focus();
  }, [response.batchId]);

  return (
    <section aria-labelledby="intake-results-heading" className="grid gap-5">
      <div className="grid gap-2">
        <h2
          id="intake-results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-primary focus:outline-none"
        >
          Placement Results
        </h2>
        <p className="text-muted-foreground">
          {results.length} veteran(s) processed: {results.length - waitlisted} with matching homes,{' '}
          {waitlisted} waitlisted, {high} high priority.
          {savedToCaseload ? (
            <>
              {' '}
              They are saved in your{' '}
              <Link href={CASELOAD_PAGE_ROUTE} className="font-semibold underline">
                caseload
              </Link>
              .
            </>
          ) : null}
        </p>
      </div>
      <div className="grid gap-3">
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => downloadPacket(response, readSupportContact())}>
            <Download aria-hidden="true" />
            Download Placement Packet
          </Button>
          {route.button}
        </div>
        {route.notice}
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {results.map((result) => (
          <li key={result.intakeId}>
            <ResultCard result={result} signedIn={savedToCaseload} />
          </li>
        ))}
      </ul>
    </section>
  );
}
