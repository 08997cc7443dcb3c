import { Alert, AlertDescription } from '@client/components/ui/alert';
import { HOMELESS_VETERANS_HOTLINE, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import { Phone } from 'lucide-react';

const linkClasses = 'font-bold whitespace-nowrap underline hover:no-underline';

/** Urgent help comes first: we can't answer a message as fast as these lines answer a call. */
export function CrisisLines() {
  return (
    <Alert variant="warning" role="note" aria-labelledby="urgent-help-heading" hideIcon>
      <h2 id="urgent-help-heading" className="flex items-center gap-2 text-lg font-bold">
        <Phone className="size-5" aria-hidden="true" />
        Need help right now?
      </h2>
      <AlertDescription large className="grid gap-2">
        <p>
          If you are a veteran who is homeless or about to lose your home, call the{' '}
          {HOMELESS_VETERANS_HOTLINE.name} at{' '}
          <a className={linkClasses} href={HOMELESS_VETERANS_HOTLINE.tel}>
            {HOMELESS_VETERANS_HOTLINE.phone}
          </a>
          . It is free and open 24 hours a day, 7 days a week.
        </p>
        <p>
          If you are in crisis or thinking about harming yourself, call the {VETERANS_CRISIS_LINE.name}:{' '}
          <a className={linkClasses} href={VETERANS_CRISIS_LINE.tel}>
            dial {VETERANS_CRISIS_LINE.phone}
          </a>
          . You can also text 838255.
        </p>
      </AlertDescription>
    </Alert>
  );
}
