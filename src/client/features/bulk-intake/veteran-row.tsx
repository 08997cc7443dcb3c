import { HousingSituationColumns } from '@client/components/housing/housing-status-fields';
import { Button } from '@client/components/ui/button';
import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import type { BulkIntakeForm } from '@shared/contracts/bulk-intake';
import { BENEFIT_KEYS, BENEFIT_LABELS, DISCHARGE_STATUS_OPTIONS } from '@shared/domain/constants';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

export interface VeteranRowProps {
  index: number;
  onRemove: (index: number) => void;
}

/**
 * One veteran of the bulk intake: a fieldset with name, ZIP, discharge status, an optional phone and email (with
 * the name, they are what finds the veteran again: a name and ZIP alone never do), where they are staying and
 * since when (optional) and benefit flags.
 */
export function VeteranRow({ index, onRemove }: VeteranRowProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<BulkIntakeForm>();
  const rowErrors = errors.veterans?.[index];
  const base = useId();
  const number = index + 1;

  return (
    <fieldset className="relative rounded-ui border border-border bg-card p-4 shadow-ui sm:p-5">
      {/* a floated legend sits inside the box like a heading and stays the fieldset's name */}
      <legend className="float-left w-full pr-12 text-lg font-bold text-primary">Veteran {number}</legend>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 sm:top-3 sm:right-3"
        aria-label={`Remove veteran ${number}`}
        title={`Remove veteran ${number}`}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <div className="clear-both grid gap-4 pt-3">
        <div className="grid gap-4 md:grid-cols-3">
          <FormField label="Full name" error={rowErrors?.name?.message} required>
            <Input autoComplete="off" {...register(`veterans.${index}.name`)} />
          </FormField>
          <FormField label="ZIP code" hint="5 digits" error={rowErrors?.zipCode?.message} required>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              {...register(`veterans.${index}.zipCode`)}
            />
          </FormField>
          <FormField label="Discharge status" error={rowErrors?.dischargeStatus?.message} required>
            <NativeSelect
              placeholder="Choose a status"
              options={DISCHARGE_STATUS_OPTIONS}
              {...register(`veterans.${index}.dischargeStatus`)}
            />
          </FormField>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Phone (optional)" error={rowErrors?.phone?.message}>
            <Input type="tel" inputMode="tel" autoComplete="off" {...register(`veterans.${index}.phone`)} />
          </FormField>
          <FormField label="Email (optional)" error={rowErrors?.email?.message}>
            <Input type="email" autoComplete="off" {...register(`veterans.${index}.email`)} />
          </FormField>
        </div>
        <HousingSituationColumns register={register} prefix={`veterans.${index}.`} errors={rowErrors} />
        <FormFieldset legend="Benefits" hint="Check every benefit or income this veteran has.">
          <div className="grid gap-3 sm:grid-cols-2">
            <CheckboxFields
              control={control}
              options={BENEFIT_KEYS.map((key) => ({
                name: `veterans.${index}.benefits.${key}` as const,
                label: BENEFIT_LABELS[key],
              }))}
              idPrefix={base}
            />
          </div>
        </FormFieldset>
      </div>
    </fieldset>
  );
}
