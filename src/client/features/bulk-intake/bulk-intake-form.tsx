import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { SubmitRow } from '@client/components/ui/submit-row';
import { toast } from '@client/components/ui/use-toast';
import { useActionForm } from '@client/lib/use-action-form';
import {
  type BulkIntakeResponse,
  LIMIT_REACHED_MESSAGE,
  MIN_VETERANS_MESSAGE,
} from '@shared/contracts/bulk-intake';
import { MAX_BULK_VETERANS } from '@shared/domain/constants';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useProcessBulkIntake } from './use-bulk-intake';
import { VeteranRow } from './veteran-row';

export const incompleteMessage = (count: number) => `Please complete all fields for ${count} veteran(s)`;

/** The batch's contract, loaded on the first submit (decision 0047): no zod while the page hydrates. */
const loadBulkIntake = () =>
  import('@shared/contracts/bulk-intake').then(({ ZBulkIntakeInput }) => ZBulkIntakeInput);

export interface BulkIntakeFormProps {
  onProcessed: (response: BulkIntakeResponse) => void;
}

/**
 * 'Veteran Bulk Intake': up to ten veterans, validated with the server's contract, saved in one call. The rows
 * are uncontrolled (each keeps what was typed in the DOM); a row's key stays with it when another is removed.
 */
export function BulkIntakeForm({ onProcessed }: BulkIntakeFormProps) {
  const nextKey = useRef(1);
  const [rowKeys, setRowKeys] = useState<number[]>([0]);
  // the row whose name takes the focus after the render: a row added, or the one that took a removed row's place
  const [focusRow, setFocusRow] = useState<{ index: number } | null>(null);
  const process = useProcessBulkIntake();
  const form = useActionForm(
    loadBulkIntake,
    (values) => {
      if (process.isPending) return;
      process.mutate(values, {
        onSuccess: (response) => {
          toast({
            variant: 'success',
            title: 'Processing Complete',
            description: `Successfully processed ${response.results.length} veteran(s)`,
          });
          // a fresh row for the next batch; the case worker's email stays
          setRowKeys([nextKey.current++]);
          onProcessed(response);
        },
        onError: (error) => {
          const parsed = form.showApiError(error);
          toast({
            variant: 'destructive',
            title: 'Error',
            description: `Failed to process veterans. ${parsed.message}`,
          });
        },
      });
    },
    { recheckOnChange: true },
  );
  const { errors, recheck } = form;
  const incomplete = rowKeys.filter((_, index) =>
    Object.keys(errors).some((path) => path.startsWith(`veterans.${index}.`)),
  ).length;

  useEffect(() => {
    if (!focusRow) return;
    form.formRef.current?.querySelector<HTMLElement>(`[name="veterans.${focusRow.index}.name"]`)?.focus();
    // the rows moved up: their messages follow them
    recheck();
  }, [focusRow]);

  const addVeteran = () => {
    if (rowKeys.length >= MAX_BULK_VETERANS) {
      toast({ variant: 'destructive', title: 'Limit Reached', description: LIMIT_REACHED_MESSAGE });
      return;
    }
    setRowKeys((keys) => [...keys, nextKey.current++]);
    setFocusRow({ index: rowKeys.length });
  };

  const removeVeteran = (index: number) => {
    if (rowKeys.length <= 1) {
      toast({ variant: 'destructive', title: 'Cannot Remove', description: MIN_VETERANS_MESSAGE });
      return;
    }
    setRowKeys((keys) => keys.filter((_, at) => at !== index));
    // the button that had focus is gone: land on the row that took its place
    setFocusRow({ index: Math.min(index, rowKeys.length - 2) });
  };

  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      noValidate
      aria-labelledby="bulk-intake-heading"
      className="grid gap-5"
    >
      <div className="grid gap-2">
        <h2 id="bulk-intake-heading" className="text-2xl font-bold text-primary">
          Veteran Bulk Intake
        </h2>
        <p className="max-w-prose text-muted-foreground">
          Enter up to {MAX_BULK_VETERANS} veterans at once. We save each one, search our homes within reach of
          their ZIP code and tell you who to help first.
        </p>
      </div>
      <FormField
        label="Your email"
        hint="Optional. We send waitlist notices for these veterans to this address."
        error={errors.caseManagerEmail}
        className="max-w-md"
      >
        <Input
          type="email"
          name="caseManagerEmail"
          defaultValue=""
          autoComplete="email"
          inputMode="email"
          disabled={process.isPending}
        />
      </FormField>
      <fieldset disabled={process.isPending} className="grid gap-4">
        <legend className="sr-only">Veterans to process</legend>
        {rowKeys.map((key, index) => (
          <VeteranRow key={key} index={index} errors={errors} onRemove={removeVeteran} />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={addVeteran} disabled={process.isPending}>
          <Plus aria-hidden="true" />
          Add Another Veteran
        </Button>
        <p aria-live="polite" className="text-sm font-semibold text-muted-foreground">
          {rowKeys.length} of {MAX_BULK_VETERANS} veterans added
        </p>
      </div>
      {form.attempt > 0 && incomplete > 0 ? (
        <Alert variant="destructive">
          <AlertTitle>{incompleteMessage(incomplete)}</AlertTitle>
          <AlertDescription>Each veteran needs a name, a ZIP code and a discharge status.</AlertDescription>
        </Alert>
      ) : null}
      {process.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Saving {rowKeys.length} veteran(s) and searching for homes. This takes a few seconds.
        </p>
      ) : null}
      <SubmitRow size="lg" pending={process.isPending} pendingLabel="Processing...">
        Process All Veterans
      </SubmitRow>
    </form>
  );
}
