import { Badge } from '@client/components/ui/badge';
import { PhoneLink } from '@client/components/ui/phone-link';
import { formatDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { MERGE_FIELDS, type MergeField, type PersonDetail } from '@shared/contracts/duplicates';
import { Check } from 'lucide-react';
import { FIELD_LABELS, fieldText } from './duplicates-text';

export interface Comparison {
  /** The fields on which the two people differ (the server's differingFields). */
  differing: ReadonlySet<MergeField>;
}

/** One field's value: a phone linked, an email as written, the rest in words. */
export function FieldValue({ person, field }: { person: PersonDetail; field: MergeField }) {
  if (field === 'phone') return <PhoneLink phone={person.phone} />;
  return <>{fieldText(person, field)}</>;
}

/**
 * A person's own fields. Beside another person, each field given says in words whether the two agree ("Same on
 * both", highlighted) or not ("Different"), so colour never carries it alone.
 */
export function PersonFields({ person, comparison }: { person: PersonDetail; comparison?: Comparison }) {
  return (
    <dl className="grid gap-2">
      {MERGE_FIELDS.map((field) => {
        // two blanks agree on nothing worth pointing out
        const differs = comparison?.differing.has(field);
        const same = !comparison ? null : differs ? false : person[field] !== null ? true : null;
        return (
          <div
            key={field}
            className={cn(
              'grid gap-0.5 rounded-ui px-2 py-1.5',
              same === true ? 'bg-success-soft' : undefined,
            )}
          >
            <dt className="flex flex-wrap items-center gap-2 text-sm font-semibold text-muted-foreground">
              {FIELD_LABELS[field]}
              {same === true ? (
                <Badge variant="outline">
                  <Check aria-hidden="true" />
                  Same on both
                </Badge>
              ) : null}
              {same === false ? <Badge variant="outline">Different</Badge> : null}
            </dt>
            <dd className="whitespace-pre-line wrap-anywhere">
              <FieldValue person={person} field={field} />
            </dd>
          </div>
        );
      })}
      <div className="grid gap-0.5 px-2 py-1.5">
        <dt className="text-sm font-semibold text-muted-foreground">On record since</dt>
        <dd>{formatDate(person.createdAt)}</dd>
      </div>
    </dl>
  );
}
