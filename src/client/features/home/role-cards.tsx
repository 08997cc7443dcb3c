import { ROLE_SELECTION_ID } from '@client/components/layout/nav-links';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ArrowRight, Building2, HandHeart, type LucideIcon, Medal } from 'lucide-react';
import { Link } from 'wouter';

interface Role {
  href: string;
  title: string;
  action: string;
  summary: string;
  points: readonly string[];
  icon: LucideIcon;
}

const ROLES: readonly Role[] = [
  {
    href: PAGE_PATHS.landlords,
    title: 'Landlords',
    action: "I'm a landlord",
    summary: 'Earn stable income while giving veterans a good home.',
    points: ['Free property assessment', 'Income estimator', 'Veteran-ready toolkit', 'List your property'],
    icon: Building2,
  },
  {
    href: PAGE_PATHS.veterans,
    title: 'Veterans',
    action: "I'm a veteran",
    summary: 'Find quality, veteran-friendly housing fast, at no cost to you.',
    points: [
      'Housing assessment',
      'Homes that fit your benefits',
      'Benefits navigator',
      'Shared homes with other veterans',
    ],
    icon: Medal,
  },
  {
    href: PAGE_PATHS.support,
    title: 'Support organizations',
    action: 'I help veterans',
    summary: 'Place the veterans you serve in stable housing, free for your organization.',
    points: [
      'Enter up to 10 veterans at once',
      'Case management tools',
      'Landlord network',
      'Placement packets',
    ],
    icon: HandHeart,
  },
];

/** 'Choose Your Path': each card is one link; the whole card is clickable. */
export function RoleCards() {
  return (
    <section id={ROLE_SELECTION_ID} aria-labelledby="role-selection-heading">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="role-selection-heading" className="text-2xl font-bold text-primary sm:text-3xl">
          Choose Your Path
        </h2>
        <p className="mt-2 max-w-prose text-lg text-muted-foreground">
          Tell us who you are and we'll show you where to start.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {ROLES.map((role) => (
            <li key={role.href}>
              <RoleCard role={role} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RoleCard({ role }: { role: Role }) {
  const Icon = role.icon;
  return (
    <Card className="relative flex h-full flex-col transition-shadow hover:shadow-md">
      <CardHeader>
        <span className="flex size-12 items-center justify-center rounded-ui bg-secondary text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <CardTitle size="lg" className="text-primary">
          {role.title}
        </CardTitle>
        <CardDescription large>{role.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="grid flex-1 list-disc gap-1 pl-5 text-sm">
          {role.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Button asChild size="lg" className="after:absolute after:inset-0 after:rounded-ui">
          <Link
            href={role.href}
            // the new page scrolls to its top too; doing it now avoids a jump while that page loads
            onClick={() => window.scrollTo(0, 0)}
          >
            {role.action}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
