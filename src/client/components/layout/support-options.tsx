import { readSupportContact } from '@client/lib/support-contact';
import { Link } from 'wouter';

const linkClasses = 'font-semibold text-primary underline hover:no-underline';

/** A US number as written ("518-555-0142", "(518) 555-0142") to a tel: link. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The ways to reach the support team, inside a sentence: "email X, call Y or send us a message". The address
 * and phone come from the deployment (SUPPORT_EMAIL, SUPPORT_PHONE); with no phone the call is left out, and
 * without either (the Vite dev server) only the contact form is offered.
 */
export function SupportOptions({ capitalize = false }: { capitalize?: boolean }) {
  const contact = readSupportContact();
  const word = (text: string) => (capitalize ? text.charAt(0).toUpperCase() + text.slice(1) : text);
  const messageLink = (
    <Link href="/contact" className={linkClasses}>
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
          , call{' '}
          <a className={`${linkClasses} whitespace-nowrap`} href={telHref(contact.phone)}>
            {contact.phone}
          </a>
        </>
      ) : null}{' '}
      or {messageLink}
    </>
  );
}
