import { HousingSituationColumns } from '@client/components/housing/housing-status-fields';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import type { ActionFormErrors } from '@client/lib/use-action-form';
import { BENEFIT_KEYS, BENEFIT_LABELS, DISCHARGE_STATUS_OPTIONS } from '@shared/domain/constants';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';

export interface VeteranRowProps {
  index: number;
  /** The whole form's messages, by path (`veterans.0.name`). */
  errors: ActionFormErrors;
  onRemove: (index: number) => void;
}

/**
 * One veteran of the bulk intake: a fieldset with name, ZIP, discharge status, an optional phone and email (with
 * the name, they are what finds the veteran again: a name and ZIP alone never do), where they are staying and
 * since when (optional) and benefit flags. Uncontrolled fields named by their path in the batch.
 */
export function VeteranRow({ index, errors, onRemove }: VeteranRowProps) {
  const base = useId();
  const number = index + 1;
  const prefix = `veterans.${index}.`;
  const field = (name: string) => ({ name: `${prefix}${name}` });
  const error = (name: string) => errors[`${prefix}${name}`];

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
          <FormField label="Full name" error={error('name')} required>
            <Input autoComplete="off" defaultValue="" {...field('name')} />
          </FormField>
          <FormField label="ZIP code" hint="5 digits" error={error('zipCode')} required>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              defaultValue=""
              {...field('zipCode')}
            />
          </FormField>
          <FormField label="Discharge status" error={error('dischargeStatus')} required>
            <NativeSelect
              placeholder="Choose a status"
              options={DISCHARGE_STATUS_OPTIONS}
              defaultValue=""
              {...field('dischargeStatus')}
            />
          </FormField>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Phone (optional)" error={error('phone')}>
            <Input type="tel" inputMode="tel" autoComplete="off" defaultValue="" {...field('phone')} />
          </FormField>
          <FormField label="Email (optional)" error={error('email')}>
            <Input type="email" autoComplete="off" defaultValue="" {...field('email')} />
          </FormField>
        </div>
        <HousingSituationColumns
          register={field}
          errors={{
            livingSituation: { message: error('livingSituation') },
            homelessSince: { message: error('homelessSince') },
          }}
        />
        <FormFieldset legend="Benefits" hint="Check every benefit or income this veteran has.">
          <div className="grid gap-3 sm:grid-cols-2">
            {BENEFIT_KEYS.map((key) => (
              <div key={key} className="flex items-center gap-3">
                <Checkbox
                  id={`${base}-benefits-${key}`}
                  defaultChecked={false}
                  {...field(`benefits.${key}`)}
                />
                <Label htmlFor={`${base}-benefits-${key}`} choice>
                  {BENEFIT_LABELS[key]}
                </Label>
              </div>
            ))}
          </div>
        </FormFieldset>
      </div>
    </fieldset>
  );
}
