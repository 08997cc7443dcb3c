import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, parseApiError } from '@client/lib/api-client';
import type { InboxItemDetail } from '@shared/contracts/inbox';
import { DECLINE_REASON_MISSING_MESSAGE } from '@shared/contracts/listing-review';
import { PARTNER_DECLINE_REASON_MISSING } from '@shared/contracts/partner-applications';
import { useEffect, useRef } from 'react';
import { TextAction } from './text-action';
import { useAssignees, useInboxAction } from './use-admin-inbox';

/** The actions that fit the request: assign, note, reply, its type's own actions, and close. */
export function ItemActions({ item }: { item: InboxItemDetail }) {
  const action = useInboxAction(item.id);
  const assignees = useAssignees();
  const offers = new Set(item.actions);
  const pendingOn = (name: string) => action.isPending && action.variables?.action === name;
  // an action that finishes the request (approve, decline, mark done) takes its button away: the focus goes to
  // what says it is done, in the same place (issue 37), not to <body>; a request opened already done is left alone
  const openBefore = useRef(item.status !== 'done');
  const doneNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (item.status !== 'done' || !openBefore.current) return;
    openBefore.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active.contains(doneNote.current)) doneNote.current?.focus();
  }, [item.status]);

  /** Runs an action; answers the field's error for a 400 about it, and toasts anything else. */
  const run = async (name: string, done: string, body?: object, field?: string): Promise<string | null> => {
    try {
      await action.mutateAsync({ action: name, body });
      toast({ variant: 'success', title: done });
      return null;
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues?.find((i) => i.path === field) : undefined;
      if (issue) return issue.message;
      toast({
        variant: 'destructive',
        title: 'That did not work',
        description: parseApiError(error).message,
      });
      return null;
    }
  };

  if (item.status === 'done') {
    return (
      <Card className="content-start">
        <CardHeader>
          <CardTitle as="h2">Actions</CardTitle>
        </CardHeader>
        <CardContent>
          <p ref={doneNote} tabIndex={-1} className="focus:outline-none">
            This request is done. Its history stays here.
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="content-start">
      <CardHeader>
        <CardTitle as="h2">Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormField label="Assignee">
          <NativeSelect
            value={item.assignee?.id ?? ''}
            disabled={assignees.isPending || action.isPending}
            options={[
              { value: '', label: 'Nobody' },
              ...(assignees.data ?? []).map((admin) => ({ value: admin.id, label: admin.name })),
            ]}
            onChange={(event) =>
              void run('assign', 'Assignee changed', { assigneeId: event.target.value || null })
            }
          />
        </FormField>

        {offers.has('approve_listing') ? (
          <div className="grid gap-3 rounded-ui border border-border p-3">
            <h3 className="font-bold">Review the listing</h3>
            <div>
              <Button
                loading={pendingOn('listing-decision')}
                onClick={() =>
                  void run('listing-decision', 'Listing approved and published', { decision: 'approve' })
                }
              >
                Approve listing
              </Button>
            </div>
            <TextAction
              label="Reason for declining"
              hint="The landlord reads this reason."
              submitLabel="Decline listing"
              variant="destructive"
              required
              missingMessage={DECLINE_REASON_MISSING_MESSAGE}
              pending={pendingOn('listing-decision')}
              onSubmit={(reason) =>
                run('listing-decision', 'Listing declined', { decision: 'decline', reason }, 'reason')
              }
            />
          </div>
        ) : null}

        {offers.has('approve_partner_application') ? (
          <div className="grid gap-3 rounded-ui border border-border p-3">
            <h3 className="font-bold">Decide the application</h3>
            <p className="text-sm text-muted-foreground">
              Approving opens a landlord account marked as a housing professional and emails the applicant a
              link to set its password. Either way, the applicant is told.
            </p>
            <div>
              <Button
                loading={pendingOn('partner-application-decision')}
                onClick={() =>
                  void run('partner-application-decision', 'Application approved: invitation sent', {
                    decision: 'approve',
                  })
                }
              >
                Approve and invite
              </Button>
            </div>
            <TextAction
              label="Reason for declining"
              hint="The applicant reads this reason."
              submitLabel="Decline application"
              variant="destructive"
              required
              missingMessage={PARTNER_DECLINE_REASON_MISSING}
              pending={pendingOn('partner-application-decision')}
              onSubmit={(reason) =>
                run(
                  'partner-application-decision',
                  'Application declined',
                  { decision: 'decline', reason },
                  'reason',
                )
              }
            />
          </div>
        ) : null}

        {offers.has('verify_landlord') ? (
          <Button
            variant="outline"
            loading={pendingOn('verify-landlord')}
            onClick={() => void run('verify-landlord', 'Landlord verified')}
          >
            Mark the landlord verified
          </Button>
        ) : null}
        {offers.has('invite_landlord') ? (
          <Button
            loading={pendingOn('invite-landlord')}
            onClick={() => void run('invite-landlord', 'Invitation sent')}
          >
            Invite to create a landlord account
          </Button>
        ) : null}
        {offers.has('invite_organization') ? (
          <Button
            loading={pendingOn('invite-organization')}
            onClick={() => void run('invite-organization', 'Invitation sent')}
          >
            Invite the organization to sign in
          </Button>
        ) : null}

        {offers.has('reply') && item.details.replyTo ? (
          <TextAction
            label={`Reply by email to ${item.details.replyTo}`}
            submitLabel="Send reply"
            required
            missingMessage="Write your reply"
            pending={pendingOn('reply')}
            onSubmit={(body) => run('reply', 'Reply sent', { body }, 'body')}
          />
        ) : null}
        <TextAction
          label="Add a note"
          hint="Only the team sees notes."
          submitLabel="Add note"
          variant="outline"
          required
          missingMessage="Write a note"
          pending={pendingOn('notes')}
          onSubmit={(body) => run('notes', 'Note added', { body }, 'body')}
        />
        <TextAction
          label="Closing note (optional)"
          submitLabel="Mark done"
          variant="outline"
          pending={pendingOn('close')}
          onSubmit={(note) => run('close', 'Request marked done', note ? { note } : {}, 'note')}
        />
      </CardContent>
    </Card>
  );
}
