import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { formatDateTime, formatNumber } from '@client/lib/format';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';
import { actorText, historyText } from './network-text';
import { HISTORY_SHOWN, useOrganizationHistory } from './use-network-management';

/** The audit events about the organisation: who changed what and when, newest first. */
export function OrganizationHistory({ id, name }: { id: string; name: string }) {
  const history = useOrganizationHistory(id);
  const page = history.data;
  return (
    <section aria-labelledby="org-history-heading" className="grid gap-2">
      <h3 id="org-history-heading" className="font-bold">
        History
      </h3>
      {history.isPending ? <LoadingState label="Loading the history..." /> : null}
      {history.isError ? <QueryErrorState query={history} title="We couldn't load the history" /> : null}
      {page && page.events.length === 0 ? (
        <p className="text-muted-foreground">Nothing recorded about {name} yet.</p>
      ) : null}
      {page && page.events.length > 0 ? (
        <>
          <ol className="grid gap-3" aria-label={`History of ${name}`}>
            {page.events.map((event) => (
              <li key={event.id} className="border-l-4 border-border pl-3">
                <p className="font-semibold">{historyText(event)}</p>
                <p className="text-sm text-muted-foreground">
                  {actorText(event)} · {formatDateTime(event.createdAt)}
                </p>
              </li>
            ))}
          </ol>
          {page.total > HISTORY_SHOWN ? (
            <p className="text-sm text-muted-foreground">
              The latest {formatNumber(HISTORY_SHOWN, 0)} of {formatNumber(page.total, 0)} events.{' '}
              <Link
                href={`${PAGE_PATHS.adminAuditLog}?targetType=organization&targetId=${encodeURIComponent(id)}`}
                className="font-semibold text-primary underline hover:no-underline"
              >
                See them all in the audit log
              </Link>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
