import { QueryErrorState } from '@client/components/ui/error-state';
import { PhoneLink } from '@client/components/ui/phone-link';
import { LoadingState } from '@client/components/ui/spinner';
import type { Contact, MatchContacts } from '@shared/contracts/housing-dashboard';
import { useMatchContacts } from './use-housing-matches';

const NOT_ON_RECORD = 'Not on record';

function EmailLink({ email }: { email: string | null }) {
  if (!email) return <>{NOT_ON_RECORD}</>;
  return (
    <a className="break-all text-primary underline" href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/** One person or organisation: name, phone and email, each said even when missing. */
function ContactBlock({ title, contact }: { title: string; contact: Contact | null }) {
  return (
    <section className="grid gap-1" aria-label={title}>
      <h3 className="font-bold">{title}</h3>
      {contact ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Name</dt>
          <dd>{contact.name ?? NOT_ON_RECORD}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>
            <PhoneLink phone={contact.phone} fallback={NOT_ON_RECORD} />
          </dd>
          <dt className="font-semibold">Email</dt>
          <dd>
            <EmailLink email={contact.email} />
          </dd>
        </dl>
      ) : (
        <p className="text-sm">{title === 'Landlord' ? 'No landlord on record for this home.' : 'None.'}</p>
      )}
    </section>
  );
}

function ContactsBody({ contacts }: { contacts: MatchContacts }) {
  return (
    <div className="grid gap-5">
      <ContactBlock title="Veteran" contact={contacts.veteran} />
      <section className="grid gap-1" aria-label="Case manager">
        <h3 className="font-bold">Case manager</h3>
        <p className="text-sm">
          <EmailLink email={contacts.caseManagerEmail} />
        </p>
      </section>
      <ContactBlock title="Referring organization" contact={contacts.organization} />
      <ContactBlock title="Landlord" contact={contacts.landlord} />
    </div>
  );
}

/** The match's contacts, read from the server when this mounts (each read is audited). */
export function ContactDetails({ matchId }: { matchId: string }) {
  const contacts = useMatchContacts(matchId, true);
  if (contacts.isPending) return <LoadingState label="Loading contacts..." />;
  if (contacts.isError) return <QueryErrorState query={contacts} title="We couldn't load the contacts" />;
  return <ContactsBody contacts={contacts.data} />;
}
