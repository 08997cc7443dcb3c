import { Button } from '@client/components/ui/button';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';
import { ComingSoonCard, InfoPage, InfoSection, PageLink } from './info-layout';

export default function SuccessStoriesPage() {
  return (
    <InfoPage
      title="Success Stories"
      description={
        <p>
          This page will share real stories from veterans, landlords and partner organizations who use the
          platform.
        </p>
      }
    >
      <ComingSoonCard title="Stories from our community">
        <p>
          We're gathering stories now. We will only publish real stories, told by the people who lived them
          and shared with their written permission. We never publish a veteran's name or address without it.
        </p>
      </ComingSoonCard>

      <InfoSection title="Share your story">
        <p>
          Did you find a home, fill a vacancy or help a veteran move in through the platform? We'd like to
          hear about it. <PageLink href={PAGE_PATHS.contact}>Send us a message</PageLink> and tell us a little
          about what happened.
        </p>
      </InfoSection>

      <InfoSection title="Start your own story">
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href={PAGE_PATHS.veterans}>Find housing as a veteran</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={PAGE_PATHS.landlords}>List a property</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={PAGE_PATHS.support}>Help veterans as an organization</Link>
          </Button>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
