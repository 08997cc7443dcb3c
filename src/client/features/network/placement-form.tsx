import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import {
  PLACEMENT_FAILED_MESSAGE,
  PLACEMENT_RECORDED_MESSAGE,
  ZPlacementInput,
} from '@shared/contracts/placements';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useRecordPlacement } from './use-owner-api';

/** Today as 'YYYY-MM-DD' in the partner's own time zone (the date input's max). */
function localToday(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export interface PlacementFormProps {
  vsoId: string;
  onDone: () => void;
}

/** 'Record New Placement': the spec's validation; the form closes after a saved placement. */
export function PlacementForm({ vsoId, onDone }: PlacementFormProps) {
  const checkboxId = useId();
  const record = useRecordPlacement();
  const { register, control, handleSubmit, setError, errors, formRef } = useContractForm(ZPlacementInput, {
    veteranName: '',
    propertyAddress: '',
    placementDate: localToday(),
    monthlyRent: undefined as unknown as number,
    isVABenefitBased: false,
    notes: '',
    vsoId,
  });

  const onSubmit = handleSubmit((values) => {
    record.mutate(values, {
      onSuccess: () => {
        toast({ variant: 'success', title: PLACEMENT_RECORDED_MESSAGE });
        onDone();
      },
      onError: (error) => {
        const parsed = applyApiErrors(error, setError);
        toast({ variant: 'destructive', title: PLACEMENT_FAILED_MESSAGE, description: parsed.message });
      },
    });
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Record New Placement"
    >
      <FormField label="Veteran name" error={errors.veteranName?.message} required>
        <Input autoComplete="off" {...register('veteranName')} />
      </FormField>
      <FormField label="Property address" error={errors.propertyAddress?.message} required>
        <Input autoComplete="off" {...register('propertyAddress')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Placement date" error={errors.placementDate?.message} required>
          <Input type="date" max={localToday()} {...register('placementDate')} />
        </FormField>
        <FormField label="Monthly rent (dollars)" error={errors.monthlyRent?.message} required>
          <Input
            type="number"
            inputMode="decimal"
            min={1}
            step="1"
            {...register('monthlyRent', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
          />
        </FormField>
      </div>
      <Controller
        control={control}
        name="isVABenefitBased"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id={checkboxId}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={checkboxId} choice>
              Paid with VA benefits (for example HUD-VASH)
            </Label>
          </div>
        )}
      />
      <FormField label="Notes" hint="Optional" error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={record.isPending}>
          {record.isPending ? 'Saving...' : 'Save Placement'}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={record.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
