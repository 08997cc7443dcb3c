import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDateTime } from '@client/lib/format';
import type { InboxItemDetail } from '@shared/contracts/inbox';

const KIND_LABELS = { note: 'Note', reply: 'Reply sent by email', action: 'Action' } as const;

/** What the team did on the request, oldest first. */
export function InboxHistory({ notes }: { notes: InboxItemDetail['notes'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">History</CardTitle>
      </CardHeader>
      <CardContent>
        {notes.length === 0 ? (
          <p className="text-muted-foreground">Nothing done yet.</p>
        ) : (
          <ol className="grid gap-4">
            {notes.map((note) => (
              <li key={note.id} className="border-l-4 border-border pl-3">
                <p className="text-sm text-muted-foreground">
                  {KIND_LABELS[note.kind]} · {note.author ?? 'The system'} · {formatDateTime(note.createdAt)}
                </p>
                <p className="whitespace-pre-line break-words">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
