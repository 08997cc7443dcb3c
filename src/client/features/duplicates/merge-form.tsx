import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { InlineConfirm } from '@client/components/ui/inline-confirm';
import { RadioGroup } from '@client/components/ui/radio-group';
import { parseApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import type { DuplicateDetail, MergeField, PersonDetail } from '@shared/contracts/duplicates';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FIELD_LABELS, fieldText, personName } from './duplicates-text';
import { useMerge } from './use-duplicates';

export interface MergeFormProps {
  pair: DuplicateDetail;
  onCancel: () => void;
  /** The merge is done: who stays and who was merged into them. */
  onMerged: (survivor: PersonDetail, merged: PersonDetail) => void;
}

/** The older record stays unless the admin chooses the other: it is the one others have known longest. */
const olderFirst = (pair: DuplicateDetail) => {
  const [a, b] = pair.people;
  return a.createdAt <= b.createdAt ? a.id : b.id;
};

/**
 * "Same person": the record that stays, then for each field on which the two differ, whose value it keeps
 * (the staying record's by default), then a confirmation that says what will happen.
 */
export function MergeForm({ pair, onCancel, onMerged }: MergeFormProps) {
  const [a, b] = pair.people;
  const [survivorId, setSurvivorId] = useState(() => olderFirst(pair));
  const [chosen, setChosen] = useState<Partial<Record<MergeField, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const merge = useMerge(pair.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const survivor = survivorId === a.id ? a : b;
  const merged = survivorId === a.id ? b : a;
  const valueFrom = (field: MergeField) => chosen[field] ?? survivorId;

  const review = (event: FormEvent) => {
    event.preventDefault();
    merge.reset();
    setConfirming(true);
  };
  const submit = () => {
    const fieldsFrom = Object.fromEntries(pair.differingFields.map((field) => [field, valueFrom(field)]));
    merge.mutate({ survivorId, fieldsFrom }, { onSuccess: () => onMerged(survivor, merged) });
  };

  return (
    <form onSubmit={review} className="grid gap-5 rounded-ui border border-border p-4" noValidate>
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold focus-visible:outline-2">
        Merge into one record
      </h3>
      <RadioGroup
        legend="Which record stays?"
        hint="The other record closes. Everything attached to it moves to the record that stays."
        options={pair.people.map((p) => ({
          value: p.id,
          label: personName(p),
          hint: `On record since ${formatDate(p.createdAt)} · ${p.organizationName ?? 'No organization'}`,
        }))}
        value={survivorId}
        onChange={(id) => {
          setSurvivorId(id);
          setConfirming(false);
        }}
      />
      {pair.differingFields.length > 0 ? (
        <div className="grid gap-4">
          <p className="text-sm">
            The two records differ on these fields. Choose the value to keep for each.
          </p>
          {pair.differingFields.map((field) => (
            <RadioGroup
              key={field}
              legend={FIELD_LABELS[field]}
              options={pair.people.map((p) => ({
                value: p.id,
                label: fieldText(p, field),
                hint: `From ${personName(p)}'s record`,
              }))}
              value={valueFrom(field)}
              onChange={(id) => {
                setChosen((current) => ({ ...current, [field]: id }));
                setConfirming(false);
              }}
            />
          ))}
        </div>
      ) : (
        <p className="text-sm">The two records agree on every field.</p>
      )}
      {merge.isError ? (
        <Alert variant="destructive">
          <AlertTitle>We couldn't merge the two records</AlertTitle>
          <AlertDescription>{parseApiError(merge.error).message}</AlertDescription>
        </Alert>
      ) : null}
      {confirming ? (
        <InlineConfirm
          question={`Merge ${personName(merged)} into ${personName(survivor)}?`}
          description={`${personName(merged)}'s record closes and everything attached to it moves to ${personName(survivor)}'s. You can undo this.`}
          confirm="Merge the two records"
          keep="Go back"
          pending={merge.isPending}
          onConfirm={submit}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Review the merge</Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}
