import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { PhoneLink } from '@client/components/ui/phone-link';
import { readSupportContact } from '@client/lib/support-contact';
import { Clock, Mail, Phone } from 'lucide-react';
import { BUSINESS_HOURS, roleContacts } from './contact-info';

const linkClasses = 'font-semibold text-primary underline hover:no-underline break-words';

export function ContactDetails() {
  const contact = readSupportContact();
  // without the deployment's settings (the Vite dev server) the form beside this is the way to reach us
  if (!contact) return null;
  const { email, phone } = contact;
  return (
    <div className="grid content-start gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-primary">
            Support team
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="flex items-start gap-2">
            <Mail className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              Email:{' '}
              <a className={linkClasses} href={`mailto:${email}`}>
                {email}
              </a>
            </span>
          </p>
          {phone ? (
            <p className="flex items-start gap-2">
              <Phone className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                Phone: <PhoneLink phone={phone} />
              </span>
            </p>
          ) : null}
          <div className="flex items-start gap-2">
            <Clock className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">Business hours</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {BUSINESS_HOURS.map((row) => (
                  <div key={row.days} className="contents">
                    <dt className="font-semibold">{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-primary">
            Write to the right team
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4">
            {roleContacts(email).map((role) => (
              <li key={role.email}>
                <h3 className="font-semibold">{role.audience}</h3>
                <p className="text-sm text-muted-foreground">{role.text}</p>
                <a className={linkClasses} href={`mailto:${role.email}`}>
                  {role.email}
                </a>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
