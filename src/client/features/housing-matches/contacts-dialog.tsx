import { LoadingState } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { Contact as ContactIcon } from 'lucide-react';
import { Suspense } from 'react';
import { RowDialog } from './row-dialog';

/** The contacts' code loads with the dialog's: when its button is pointed at, focused or pressed. */
const ContactDetails = preloadable(() => import('./contact-details').then((module) => module.ContactDetails));

/**
 * 'Show contacts': the veteran's, case manager's, organisation's and landlord's contacts, loaded only when
 * the dialog opens, because each read of a veteran's personal data is a deliberate act on the audit log.
 */
export function ContactsDialog({ matchId, name }: { matchId: string; name: string }) {
  return (
    <RowDialog
      label="Show contacts"
      name={name}
      icon={ContactIcon}
      body={ContactDetails}
      title={`Contacts for ${name}`}
      description="Use these only to arrange this match. Each time you open them, it is recorded in the audit log."
    >
      {() => (
        <Suspense fallback={<LoadingState label="Loading contacts..." />}>
          <ContactDetails matchId={matchId} />
        </Suspense>
      )}
    </RowDialog>
  );
}
