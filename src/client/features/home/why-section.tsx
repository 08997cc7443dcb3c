import { CardDescription } from '@client/components/ui/card';
import { IconCard } from '@client/components/ui/icon-card';
import { HeartHandshake, type LucideIcon, ShieldCheck, Wallet } from 'lucide-react';

interface Benefit {
  title: string;
  text: string;
  icon: LucideIcon;
}

const BENEFITS: readonly Benefit[] = [
  {
    title: 'Screened and matched',
    text: 'We check each veteran’s income and needs, then match them with homes and housemates that fit.',
    icon: ShieldCheck,
  },
  {
    title: 'Support that stays',
    text: 'Veteran service organizations in our network help with benefits, health and legal questions, before and after the move.',
    icon: HeartHandshake,
  },
  {
    title: 'Steady income for landlords',
    text: 'Rent backed by veterans’ benefits, such as HUD-VASH vouchers and VA disability compensation, means fewer empty months.',
    icon: Wallet,
  },
];

export function WhySection() {
  return (
    <section aria-labelledby="why-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="why-heading" className="text-2xl font-bold text-primary sm:text-3xl">
          Why Veterans Housing Marketplace?
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ title, text, icon }) => (
            <li key={title}>
              <IconCard
                icon={icon}
                title={title}
                titleClassName="text-primary"
                description={<CardDescription large>{text}</CardDescription>}
              />
            </li>
          ))}
        </ul>
        <figure className="mt-10 max-w-3xl border-l-4 border-accent pl-5">
          <blockquote className="text-xl leading-snug font-semibold text-primary sm:text-2xl">
            <p>
              “A veteran who served this country should never have to wonder where they will sleep tonight.”
            </p>
          </blockquote>
          <figcaption className="mt-3 text-muted-foreground">Our mission</figcaption>
        </figure>
      </div>
    </section>
  );
}
