import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { useStoredState } from '@client/lib/use-hydrated';
import type { FindMatchesInput, FindMatchesResponse } from '@shared/contracts/match-search';
import { type ReactNode, useEffect, useState } from 'react';
import { AvailableProperties, RESULTS_HEADING_ID } from './available-properties';
import { BenefitsNavigator } from './benefits-navigator';
import { HousingAssessmentForm } from './housing-assessment-form';
import { NAVIGATOR_SECTION_ID } from './no-matches';
import { forgetSentRequest, readSentRequests, rememberSentRequest, type SentRequest } from './sent-requests';
import { ASSESSMENT_SECTION_ID, HousingPaths, VeteranWelcome } from './veteran-welcome';
import { YourRequests } from './your-requests';

const TITLE = 'Choose Your Housing Path';

interface Search {
  id: number;
  input: FindMatchesInput;
  response: FindMatchesResponse;
}

function FlowSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="grid gap-6">
      <div className="grid gap-2">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-primary sm:text-3xl">
          {title}
        </h2>
        <div className="max-w-prose text-muted-foreground">{intro}</div>
      </div>
      {children}
    </section>
  );
}

export default function VeteransPage() {
  const [search, setSearch] = useState<Search | null>(null);
  const [sent, setSent] = useStoredState<SentRequest[]>(readSentRequests, []);

  // a finished search: take keyboard and screen reader users to the homes it found
  useEffect(() => {
    if (!search) return;
    const heading = document.getElementById(RESULTS_HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [search]);

  return (
    <PageShell title={TITLE}>
      <VeteranWelcome />
      <PageContainer>
        <section id="veteran-flow" aria-labelledby="veteran-flow-heading" className="grid gap-12">
          <PageHeader
            flush
            title={<span id="veteran-flow-heading">{TITLE}</span>}
            description={
              <p>
                Live in a shared home with other veterans, or find a place that fits your benefits. Both are
                free to use.
              </p>
            }
          />
          <YourRequests requests={sent} onForget={(reference) => setSent(forgetSentRequest(reference))} />
          <HousingPaths />
          <FlowSection
            id={ASSESSMENT_SECTION_ID}
            title="Housing Assessment"
            intro={
              <p>Tell us where you want to live and what benefits you have. We'll show homes that fit.</p>
            }
          >
            <HousingAssessmentForm
              onMatches={(input, response) =>
                setSearch((current) => ({ id: (current?.id ?? 0) + 1, input, response }))
              }
              onFailed={() => setSearch(null)}
            />
          </FlowSection>
          {search ? (
            <AvailableProperties
              key={search.id}
              search={search.input}
              response={search.response}
              sent={sent}
              onSent={(request) => setSent(rememberSentRequest(request))}
            />
          ) : null}
          <FlowSection
            id={NAVIGATOR_SECTION_ID}
            title="Benefits Navigator"
            intro={
              <p>
                Answer two questions to get a guide to the housing benefits you can use, with a checklist.
              </p>
            }
          >
            <BenefitsNavigator />
          </FlowSection>
        </section>
      </PageContainer>
    </PageShell>
  );
}
