import { PhoneLink } from '@client/components/ui/phone-link';
import { readSupportContact } from '@client/lib/support-contact';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';

const linkClasses = 'font-semibold text-primary underline hover:no-underline';

/**
 * The ways to reach the support team, inside a sentence: "email X, call Y or send us a message". The address
 * and phone come from the deployment (SUPPORT_EMAIL, SUPPORT_PHONE); with no phone the call is left out, and
 * without either (the Vite dev server) only the contact form is offered.
 */
export function SupportOptions({ capitalize = false }: { capitalize?: boolean }) {
  const contact = readSupportContact();
  const word = (text: string) => (capitalize ? text.charAt(0).toUpperCase() + text.slice(1) : text);
  const messageLink = (
    <Link href={PAGE_PATHS.contact} className={linkClasses}>
      {contact ? 'send us a message' : word('send us a message')}
    </Link>
  );
  if (!contact) return messageLink;
  return (
    <>
      {word('email')}{' '}
      <a className={`${linkClasses} break-words`} href={`mailto:${contact.email}`}>
        {contact.email}
      </a>
      {contact.phone ? (
        <>
          , call <PhoneLink phone={contact.phone} />
        </>
      ) : null}{' '}
      or {messageLink}
    </>
  );
}
