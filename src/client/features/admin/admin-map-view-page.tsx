import { AdminBar } from '@client/components/auth/admin-bar';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Construction } from 'lucide-react';
import { Link } from 'wouter';

const COMING = [
  'Partners, landlords and veterans on a map of the United States',
  'Filters by time frame and data type, and a Refresh button',
  'Network figures: referrals, landlord leads, match opportunities and placements',
  'Coverage by state and city, with the top markets',
  'Export Data for reports',
] as const;

const AVAILABLE_NOW = [
  {
    href: '/housing-dashboard',
    label: 'Housing Matching Dashboard',
    text: 'Run the matching engine and work each match to a placed home.',
  },
  {
    href: '/lead-flow-dashboard',
    label: 'Lead Flow Dashboard',
    text: 'Landlords and veterans through the funnel, with the records behind each step and a CSV report.',
  },
  {
    href: '/admin/messages',
    label: 'Messages',
    text: 'Every email the product sends, whether it was delivered, and a retry for failed ones.',
  },
  {
    href: '/landlord/dashboard',
    label: 'Landlord dashboard',
    text: "Every landlord's listings, with matches and placements. Export them as a spreadsheet.",
  },
  {
    href: '/support',
    label: 'Support organizations',
    text: 'Process veterans in bulk and see their housing matches.',
  },
] as const;

/** /admin/map-view (admins only, see the router): who is signed in, and an honest note on the map. */
export default function AdminMapViewPage() {
  return (
    <PageShell title="Network Map">
      <PageContainer className="max-w-4xl">
        <AdminBar />

        <PageHeader
          eyebrow="Admin"
          title="Network Map"
          description={<p>Where our partners, landlords and veterans are, across the country.</p>}
        />

        <Card>
          <CardHeader className="flex-row items-start gap-3">
            <Construction className="mt-1 size-6 shrink-0 text-accent-strong" aria-hidden="true" />
            <div className="grid gap-1">
              <CardTitle as="h2">The map is coming in a later release</CardTitle>
              <p className="text-muted-foreground">It isn't ready yet. When it is, you'll see:</p>
            </div>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-2 pl-6">
              {COMING.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <section aria-labelledby="available-now-heading" className="mt-8 grid gap-4">
          <h2 id="available-now-heading" className="text-xl font-bold text-primary">
            What you can use now
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {AVAILABLE_NOW.map((item) => (
              <li key={item.href}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>
                      <Link href={item.href} className="text-primary underline hover:no-underline">
                        {item.label}
                      </Link>
                    </CardTitle>
                    <p className="text-muted-foreground">{item.text}</p>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </PageContainer>
    </PageShell>
  );
}
