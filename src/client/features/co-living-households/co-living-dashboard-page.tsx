import { AdminPage } from '@client/components/auth/admin-page';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { CoLivingFunnel } from './co-living-funnel';
import { FormationRun } from './formation-run';
import { HomesList } from './homes-list';
import { HouseholdsSection } from './households-section';
import { useCoLivingDashboard } from './use-co-living-households';
import { WaitingList } from './waiting-list';

const TITLE = 'Co-living program';

/** /admin/co-living (admins only): the formation run, the funnel, households, applicants waiting and homes. */
export default function CoLivingDashboardPage() {
  const dashboard = useCoLivingDashboard();
  const data = dashboard.data;
  return (
    <AdminPage
      title={TITLE}
      roomy
      description={
        <p>
          Veterans who applied to share a home with two others, the households we proposed and where each one
          stands. Run household formation to propose new households.
        </p>
      }
    >
      {dashboard.isPending ? <LoadingState label="Loading the co-living program..." /> : null}
      {dashboard.isError ? (
        <QueryErrorState query={dashboard} title="We couldn't load the co-living program" />
      ) : null}
      {data ? (
        <>
          <FormationRun lastRun={data.lastRun} />
          <CoLivingFunnel funnel={data.funnel} />
        </>
      ) : null}
      <HouseholdsSection byStatus={data?.householdsByStatus ?? null} />
      {data ? (
        <>
          <WaitingList waiting={data.waiting} />
          <HomesList homes={data.homes} />
        </>
      ) : null}
    </AdminPage>
  );
}
