import { MAX_BULK_VETERANS } from '@shared/domain/constants';
import { BookOpen, Building2, ClipboardList, type LucideIcon, Users } from 'lucide-react';

/** The audience banner (spec 1, section 1). */
export function SupportWelcome() {
  return (
    <div className="surface-inverse bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-6 sm:px-6">
        <p className="text-sm font-bold tracking-wide text-accent uppercase">
          Welcome, support organizations
        </p>
        <p className="max-w-3xl text-lg">
          You're in the right place to place veterans in stable housing efficiently. Everything here is free
          for your organization.
        </p>
      </div>
    </div>
  );
}

interface Offer {
  title: string;
  text: string;
  icon: LucideIcon;
}

const OFFERS: readonly Offer[] = [
  {
    title: 'Housing resources',
    text: 'Free, full access to every housing resource and guide, for you and the veterans you serve.',
    icon: BookOpen,
  },
  {
    title: 'Case management tools',
    text: 'Track each veteran from intake to move-in, with priorities and next steps.',
    icon: ClipboardList,
  },
  {
    title: 'Landlord network',
    text: 'Reach landlords who welcome veterans and accept HUD-VASH vouchers and VA benefits.',
    icon: Building2,
  },
  {
    title: 'Bulk intake',
    text: `Enter up to ${MAX_BULK_VETERANS} veterans at once and get their housing matches in seconds.`,
    icon: Users,
  },
];

/** What support organisations get, free. */
export function SupportOffers() {
  return (
    <section aria-labelledby="support-offers-heading" className="grid gap-4">
      <h2 id="support-offers-heading" className="text-2xl font-bold text-primary">
        What you get, free
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {OFFERS.map((offer) => {
          const Icon = offer.icon;
          return (
            <li
              key={offer.title}
              className="grid content-start gap-2 rounded-ui border border-border bg-card p-4 shadow-ui"
            >
              <Icon className="size-6 text-accent-strong" aria-hidden="true" />
              <h3 className="font-bold">{offer.title}</h3>
              <p className="text-sm text-muted-foreground">{offer.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
