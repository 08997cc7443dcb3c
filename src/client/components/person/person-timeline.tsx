import { formatDate } from '@client/lib/format';
import type { TimelineEventView } from '@shared/contracts/person-timeline';

/**
 * What happened to a person, oldest first, in plain words: when it happened, and who recorded it when (a record
 * made later than the event says so, with its reason).
 */
export function PersonTimeline({
  timeline,
  headingId,
}: {
  timeline: TimelineEventView[];
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Timeline
      </h2>
      {timeline.length === 0 ? (
        <p className="text-muted-foreground">Nothing is recorded for this person yet.</p>
      ) : (
        <ol className="grid gap-3 border-l-2 border-border pl-4">
          {timeline.map((event, index) => (
            // events carry no id on the page; the list is oldest first and never reorders
            <li key={index} className="grid gap-0.5">
              <p className="font-medium">{event.sentence}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={event.occurredAt}>{formatDate(event.occurredAt)}</time>
                {' · recorded by '}
                {event.recordedBy}
                {formatDate(event.recordedAt) !== formatDate(event.occurredAt)
                  ? ` on ${formatDate(event.recordedAt)}`
                  : ''}
                {event.lateReason ? ` (${event.lateReason})` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
