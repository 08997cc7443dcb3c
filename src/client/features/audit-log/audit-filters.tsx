import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect, type NativeSelectOption } from '@client/components/ui/native-select';
import { AUDIT_ACTOR_TYPES } from '@shared/contracts/admin-oversight';
import { type FormEvent, useState } from 'react';
import { ACTOR_TYPE_LABELS } from './audit-text';
import { ACTION_OPTIONS, RECORD_TYPE_OPTIONS } from './audit-words';
import type { AuditFilters as Filters } from './use-audit-log';

const ACTOR_OPTIONS = AUDIT_ACTOR_TYPES.map((value) => ({ value, label: ACTOR_TYPE_LABELS[value] }));

/** A date field's value (YYYY-MM-DD, the admin's own calendar day) as the start or end of that day, ISO. */
export function dayBoundary(day: string, end: boolean): string {
  if (!day) return '';
  const [y, m, d] = day.split('-').map(Number);
  const date = end
    ? new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 23, 59, 59, 999)
    : new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

interface Draft {
  actorType: string;
  action: string;
  targetType: string;
  fromDay: string;
  toDay: string;
}

/** The three chosen filters, in the order they stand: each a select whose first option is "any". */
const SELECTS: {
  key: 'actorType' | 'action' | 'targetType';
  label: string;
  placeholder: string;
  options: readonly NativeSelectOption[];
}[] = [
  { key: 'actorType', label: 'Who', placeholder: 'Anyone', options: ACTOR_OPTIONS },
  { key: 'action', label: 'What happened', placeholder: 'Anything', options: ACTION_OPTIONS },
  { key: 'targetType', label: 'Record', placeholder: 'Any record', options: RECORD_TYPE_OPTIONS },
];

export interface AuditFiltersProps {
  /** the record id the page was opened for (?targetId=), kept until cleared */
  targetId: string;
  initial: { targetType: string };
  onApply: (filters: Filters) => void;
}

/** Who, what happened, which kind of record and a date range, each in words; applied together. */
export function AuditFilters({ targetId, initial, onApply }: AuditFiltersProps) {
  const empty: Draft = { actorType: '', action: '', targetType: '', fromDay: '', toDay: '' };
  const [draft, setDraft] = useState<Draft>({ ...empty, targetType: initial.targetType });
  const [error, setError] = useState<string | undefined>();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const apply = (values: Draft, id: string) => {
    if (values.fromDay && values.toDay && values.fromDay > values.toDay) {
      setError('The From date must be on or before the To date');
      return;
    }
    setError(undefined);
    onApply({
      actorType: values.actorType,
      action: values.action,
      targetType: values.targetType,
      targetId: id,
      from: dayBoundary(values.fromDay, false),
      to: dayBoundary(values.toDay, true),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft, targetId);
  };
  const clear = () => {
    setDraft(empty);
    apply(empty, '');
  };

  return (
    <form aria-label="Filter the audit log" onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {SELECTS.map(({ key, label, placeholder, options }) => (
          <FormField key={key} label={label}>
            <NativeSelect
              placeholder={placeholder}
              options={options}
              value={draft[key]}
              onChange={set(key)}
            />
          </FormField>
        ))}
        <FormField label="From" hint="On or after this day">
          <Input type="date" value={draft.fromDay} onChange={set('fromDay')} />
        </FormField>
        <FormField label="To" hint="On or before this day" error={error}>
          <Input type="date" value={draft.toDay} onChange={set('toDay')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
