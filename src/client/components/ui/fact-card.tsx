import type { ReactNode } from 'react';

/**
 * A list item card for small screens: a title, a line under it, a status, labelled facts in two columns,
 * and what can be done with the item (children) under them.
 */
export function FactCard({
  title,
  place,
  status,
  facts,
  children,
}: {
  title: string;
  place: string;
  status: ReactNode;
  /** [label, value] pairs */
  facts: readonly (readonly string[])[];
  children?: ReactNode;
}) {
  return (
    <li className="grid gap-3 rounded-ui border border-border bg-card p-4 shadow-ui">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold break-words">{title}</h3>
          <p className="text-sm text-muted-foreground">{place}</p>
        </div>
        {status}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
