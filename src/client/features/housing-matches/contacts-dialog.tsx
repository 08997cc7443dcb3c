import { Button } from '@client/components/ui/button';
import { TriggeredModal } from '@client/components/ui/modal';
import { LoadingState } from '@client/components/ui/spinner';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import { Contact as ContactIcon } from 'lucide-react';
import { Suspense } from 'react';

/** The contacts' code loads with the dialog's: when its button is pointed at, focused or pressed. */
const ContactDetails = preloadable(() => import('./contact-details').then((module) => module.ContactDetails));

/**
 * 'Show contacts': the veteran's, case manager's, organisation's and landlord's contacts, loaded only when
 * the dialog opens, because each read of a veteran's personal data is a deliberate act on the audit log.
 */
export function ContactsDialog({ matchId, name }: { matchId: string; name: string }) {
  return (
    <TriggeredModal
      trigger={
        <Button
          size="sm"
          variant="outline"
          aria-label={`Show contacts: ${name}`}
          {...preloadOn(ContactDetails)}
        >
          <ContactIcon aria-hidden="true" />
          Show contacts
        </Button>
      }
      title={`Contacts for ${name}`}
      description="Use these only to arrange this match. Each time you open them, it is recorded in the audit log."
    >
      {() => (
        <Suspense fallback={<LoadingState label="Loading contacts..." />}>
          <ContactDetails matchId={matchId} />
        </Suspense>
      )}
    </TriggeredModal>
  );
}
