import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { MONTHS_HOMELESS_MAX } from '@shared/contracts/housing-status';
import { LIVING_SITUATIONS } from '@shared/domain/hmis-codes';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

/** The answers' names in every intake's contract (housing-status.ts). */
type HousingStatusForm = {
  livingSituation?: unknown;
  homelessSince?: unknown;
  disablingCondition?: unknown;
  timesHomeless?: unknown;
  monthsHomeless?: unknown;
};
type HousingStatusName = keyof HousingStatusForm;
/** An uncontrolled form's messages (useActionForm), by answer. */
type HousingStatusMessages = Partial<Record<HousingStatusName, { message?: string | undefined }>>;

const TIMES = [
  { value: '1', label: 'Once (this time)' },
  { value: '2', label: 'Twice' },
  { value: '3', label: 'Three times' },
  { value: '4', label: 'Four times or more' },
];
const MONTHS = Array.from({ length: MONTHS_HOMELESS_MAX }, (_, i) => ({
  value: String(i + 1),
  label: i + 1 === MONTHS_HOMELESS_MAX ? 'More than 12 months' : `${i + 1} month${i === 0 ? '' : 's'}`,
}));
/** "The case worker could not tell" and "not collected" are never offered to choose. */
const ASKED_SITUATIONS = LIVING_SITUATIONS.filter((s) => s.code !== 37 && s.code !== 99);
const SITUATION_OPTIONS = ASKED_SITUATIONS.map((s) => ({
  value: String(s.code),
  label: s.label,
}));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * VA.gov's "housing status" pattern: where the veteran is staying today (a list of situations, HMIS 3.917),
 * since when they have been homeless, and what chronic status needs (a disabling condition, times and months
 * homeless in the last 3 years). Every answer is optional; native radios and selects, each with its label.
 * `register` is react-hook-form's, or (an uncontrolled form) what names each answer, with `errors` its messages.
 */
export function HousingStatusFields<T extends HousingStatusForm>({
  register,
  errors,
}:
  | { register: UseFormRegister<T>; errors: FieldErrors<T> }
  | { register: (name: HousingStatusName) => { name: string }; errors: HousingStatusMessages }) {
  const id = useId();
  const reg = register as (name: HousingStatusName) => { name: string };
  const err = errors as HousingStatusMessages;
  const message = (key: HousingStatusName) => err[key]?.message as string | undefined;
  return (
    <div className="grid gap-5">
      <FormFieldset
        legend="Where is the veteran staying now?"
        hint="Choose the one that fits best."
        error={message('livingSituation')}
      >
        {ASKED_SITUATIONS.map((situation) => (
          <div key={situation.code} className="flex items-start gap-3">
            <input
              type="radio"
              id={`${id}-situation-${situation.code}`}
              value={String(situation.code)}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
              {...reg('livingSituation')}
            />
            <Label htmlFor={`${id}-situation-${situation.code}`} choice>
              {situation.label}
            </Label>
          </div>
        ))}
      </FormFieldset>
      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <FormField
          label="When did this time without a home begin?"
          hint="An approximate date is fine"
          error={message('homelessSince')}
        >
          <Input type="date" {...reg('homelessSince')} />
        </FormField>
        <FormField
          label="Does the veteran have a disabling condition?"
          hint="A long-lasting physical or mental health condition, substance use disorder, or disability"
          error={message('disablingCondition')}
        >
          <NativeSelect placeholder="Not answered" options={YES_NO} {...reg('disablingCondition')} />
        </FormField>
        <FormField label="Times homeless in the last 3 years" error={message('timesHomeless')}>
          <NativeSelect placeholder="Not answered" options={TIMES} {...reg('timesHomeless')} />
        </FormField>
        <FormField label="Months homeless in the last 3 years" error={message('monthsHomeless')}>
          <NativeSelect placeholder="Not answered" options={MONTHS} {...reg('monthsHomeless')} />
        </FormField>
      </div>
    </div>
  );
}

/**
 * The same pattern where room is short (a bulk intake's row, a dialog): the list of situations as one select and
 * the date homelessness began. `register` is react-hook-form's, or (an uncontrolled form) what names each answer
 * at its path (`veterans.0.livingSituation`); `you` asks the veteran themselves. Both optional.
 */
export function HousingSituationColumns({
  register,
  errors,
  you = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the answers sit at a path only the caller's form type knows
  register: UseFormRegister<any> | ((name: 'livingSituation' | 'homelessSince') => { name: string });
  errors?: { livingSituation?: { message?: string }; homelessSince?: { message?: string } };
  you?: boolean;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-end">
      <FormField
        label={you ? 'Where are you staying now? (optional)' : 'Where is the veteran staying now? (optional)'}
        error={errors?.livingSituation?.message}
      >
        <NativeSelect
          placeholder="Not answered"
          options={SITUATION_OPTIONS}
          {...register('livingSituation')}
        />
      </FormField>
      <FormField
        label="When did this time without a home begin? (optional)"
        hint="An approximate date is fine"
        error={errors?.homelessSince?.message}
      >
        <Input type="date" {...register('homelessSince')} />
      </FormField>
    </div>
  );
}
