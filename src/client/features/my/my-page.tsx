import { CrisisLines } from '@client/components/layout/crisis-lines';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { FormFailure } from '@client/components/ui/form-failure';
import { parseApiError } from '@client/lib/api-client';
import { useLinkToken, useSearchParam } from '@client/lib/use-search-param';
import { MY_CONFIRM_EMAIL_PARAM, type MyItem, type MyPage } from '@shared/contracts/my';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { useLocation } from 'wouter';
import { ConfirmEmailLink } from './confirm-email-link';
import { MyAccessForm } from './my-access-form';
import { MyContactForm } from './my-contact-form';
import { MyItemCard } from './my-item-card';
import { useMyPage, useOpenMyPage, useSignOutOfMyPage } from './use-my-page';

function ItemList({ title, items, empty }: { title: string; items: MyItem[]; empty: string }) {
  const id = `my-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        items.map((item) => <MyItemCard key={item.id} item={item} />)
      )}
    </section>
  );
}

/** The link from a message is used only when the veteran presses the button (a mail scanner opens nothing). */
function OpenWithLink({ token }: { token: string }) {
  const open = useOpenMyPage();
  const [, navigate] = useLocation();
  return (
    <Card>
      <CardContent padding="full" className="grid gap-4">
        <p className="text-base">This link opens your page on this device for 30 days, without a password.</p>
        <FormFailure title="This link can't be used">
          {open.isError ? parseApiError(open.error).message : null}
        </FormFailure>
        <div>
          <Button
            size="lg"
            loading={open.isPending}
            onClick={() =>
              open.mutate({ token }, { onSuccess: () => navigate(PAGE_PATHS.my, { replace: true }) })
            }
          >
            Open my page
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Signed({ page }: { page: MyPage }) {
  const signOut = useSignOutOfMyPage();
  const nothing =
    page.requests.length + page.offers.length + page.applications.length + page.households.length === 0;
  return (
    <div className="grid gap-8">
      {page.scope === 'subjects' ? (
        <Alert>
          <AlertTitle>This page shows the request you opened it with</AlertTitle>
          <AlertDescription>
            To see everything, open the link in a message sent to the email on your record, or ask your case
            worker.
          </AlertDescription>
        </Alert>
      ) : null}
      {page.statusText ? (
        <p className="text-lg">
          Where you stand: <strong>{page.statusText}</strong>
        </p>
      ) : null}
      {nothing ? (
        <EmptyState
          title="Nothing here yet"
          description="Requests, offers and applications you make will show here."
        />
      ) : null}
      <ItemList
        title="Homes offered to you"
        items={page.offers}
        empty="No home is offered to you right now."
      />
      {page.households.length > 0 ? (
        <ItemList title="Co-living households proposed to you" items={page.households} empty="" />
      ) : null}
      <ItemList title="Your requests" items={page.requests} empty="You have not asked for a home yet." />
      <ItemList
        title="Co-living applications"
        items={page.applications}
        empty="You have not applied for co-living."
      />
      {page.contact ? (
        <Card>
          <CardContent padding="full">
            <MyContactForm contact={page.contact} />
          </CardContent>
        </Card>
      ) : null}
      <div>
        <Button variant="outline" loading={signOut.isPending} onClick={() => signOut.mutate(undefined)}>
          Close my page on this device
        </Button>
      </div>
    </div>
  );
}

/** /my: the veteran's own page (decision 0036). No password: a link from a message, or a reference. */
export default function MyPageScreen() {
  const token = useLinkToken();
  const confirmToken = useSearchParam(MY_CONFIRM_EMAIL_PARAM);
  const page = useMyPage();
  const title = page.data?.firstName ? `Hello, ${page.data.firstName}` : 'Your page';

  let body: React.ReactNode;
  // a link's page is rendered ahead for every token (LINK_PAGES): what shows depends on which one, never on its value
  if (confirmToken) body = <ConfirmEmailLink token={confirmToken} />;
  else if (token) body = <OpenWithLink token={token} />;
  else if (page.isError) body = <QueryErrorState query={page} title="We couldn't open your page" />;
  else if (page.data) body = <Signed page={page.data} />;
  // no session (the answer is null), or no answer yet: the form at once, as the sign-in pages show theirs
  // (decision 0028: the page is rendered ahead, the same for every visitor); a veteran whose device has a session
  // sees their page as soon as it answers
  else
    body = (
      <Card>
        <CardContent padding="full" className="grid gap-4">
          <MyAccessForm />
          <p className="text-sm text-muted-foreground">
            Open the link in any message we sent you to get here without a reference. Your case worker can
            also open this page with you.
          </p>
        </CardContent>
      </Card>
    );

  return (
    <PageShell title="Your page">
      <PageContainer width="lg">
        <PageHeader
          title={title}
          description="Your requests, the homes offered to you and your applications: where each one stands and what happens next."
        />
        <div className="grid gap-8">
          {body}
          <CrisisLines />
        </div>
      </PageContainer>
    </PageShell>
  );
}
