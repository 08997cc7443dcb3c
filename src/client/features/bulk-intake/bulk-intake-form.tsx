import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useFocusFirstError } from '@client/lib/use-focus-first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BulkIntakeForm as BulkIntakeFormValues,
  type BulkIntakeInput,
  type BulkIntakeResponse,
  type BulkVeteran,
  LIMIT_REACHED_MESSAGE,
  MIN_VETERANS_MESSAGE,
  ZBulkIntakeInput,
} from '@shared/contracts/bulk-intake';
import { type DischargeStatus, MAX_BULK_VETERANS, NO_BENEFITS } from '@shared/domain/constants';
import { Plus } from 'lucide-react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useProcessBulkIntake } from './use-bulk-intake';
import { VeteranRow } from './veteran-row';

// the status select starts on its empty choice; the contract refuses it with 'Choose a discharge status'
const emptyVeteran = (): BulkVeteran => ({
  name: '',
  zipCode: '',
  dischargeStatus: '' as DischargeStatus,
  benefits: { ...NO_BENEFITS },
  phone: '',
  email: '',
});

export const incompleteMessage = (count: number) => `Please complete all fields for ${count} veteran(s)`;

export interface BulkIntakeFormProps {
  onProcessed: (response: BulkIntakeResponse) => void;
}

/** 'Veteran Bulk Intake': up to ten veterans, validated with the server's contract, saved in one call. */
export function BulkIntakeForm({ onProcessed }: BulkIntakeFormProps) {
  const form = useForm<BulkIntakeFormValues, unknown, BulkIntakeInput>({
    resolver: zodResolver(ZBulkIntakeInput),
    defaultValues: { caseManagerEmail: '', veterans: [emptyVeteran()] },
    shouldFocusError: false,
  });
  const { control, handleSubmit, register, reset, setError, setFocus, formState, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'veterans' });
  const process = useProcessBulkIntake();
  const formRef = useFocusFirstError(formState.submitCount, formState.errors);
  const incomplete = fields.filter((_, index) => formState.errors.veterans?.[index]).length;

  const addVeteran = () => {
    if (fields.length >= MAX_BULK_VETERANS) {
      toast({ variant: 'destructive', title: 'Limit Reached', description: LIMIT_REACHED_MESSAGE });
      return;
    }
    append(emptyVeteran(), { focusName: `veterans.${fields.length}.name` });
  };

  const removeVeteran = (index: number) => {
    if (fields.length <= 1) {
      toast({ variant: 'destructive', title: 'Cannot Remove', description: MIN_VETERANS_MESSAGE });
      return;
    }
    remove(index);
    // the button that had focus is gone: land on the row that took its place
    setTimeout(() => setFocus(`veterans.${Math.min(index, fields.length - 2)}.name`));
  };

  const onSubmit = handleSubmit((values) => {
    if (process.isPending) return;
    process.mutate(values, {
      onSuccess: (response) => {
        toast({
          variant: 'success',
          title: 'Processing Complete',
          description: `Successfully processed ${response.results.length} veteran(s)`,
        });
        // the case worker stays the same for the next batch
        reset({ caseManagerEmail: getValues('caseManagerEmail'), veterans: [emptyVeteran()] });
        onProcessed(response);
      },
      onError: (error) => {
        const parsed = applyApiErrors(error, setError);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: `Failed to process veterans. ${parsed.message}`,
        });
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="bulk-intake-heading"
        className="grid gap-5"
      >
        <div className="grid gap-2">
          <h2 id="bulk-intake-heading" className="text-2xl font-bold text-primary">
            Veteran Bulk Intake
          </h2>
          <p className="max-w-prose text-muted-foreground">
            Enter up to {MAX_BULK_VETERANS} veterans at once. We save each one, search our homes within reach
            of their ZIP code and tell you who to help first.
          </p>
        </div>
        <FormField
          label="Your email"
          hint="Optional. We send waitlist notices for these veterans to this address."
          error={formState.errors.caseManagerEmail?.message}
          className="max-w-md"
        >
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            disabled={process.isPending}
            {...register('caseManagerEmail')}
          />
        </FormField>
        <fieldset disabled={process.isPending} className="grid gap-4">
          <legend className="sr-only">Veterans to process</legend>
          {fields.map((field, index) => (
            <VeteranRow key={field.id} index={index} onRemove={removeVeteran} />
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={addVeteran} disabled={process.isPending}>
            <Plus aria-hidden="true" />
            Add Another Veteran
          </Button>
          <p aria-live="polite" className="text-sm font-semibold text-muted-foreground">
            {fields.length} of {MAX_BULK_VETERANS} veterans added
          </p>
        </div>
        {formState.isSubmitted && incomplete > 0 ? (
          <Alert variant="destructive">
            <AlertTitle>{incompleteMessage(incomplete)}</AlertTitle>
            <AlertDescription>Each veteran needs a name, a ZIP code and a discharge status.</AlertDescription>
          </Alert>
        ) : null}
        {process.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Saving {fields.length} veteran(s) and searching for homes. This takes a few seconds.
          </p>
        ) : null}
        <div>
          <Button type="submit" size="lg" loading={process.isPending}>
            {process.isPending ? 'Processing...' : 'Process All Veterans'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
