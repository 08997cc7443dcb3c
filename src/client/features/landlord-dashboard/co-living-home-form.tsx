import { Button } from '@client/components/ui/button';
import { useErrorSummary } from '@client/components/ui/error-summary';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { type CoLivingHomeInput, ZCoLivingHomeInput } from '@shared/contracts/co-living-households';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { CoLivingHomeFields } from './co-living-home-fields';
import { EMPTY_HOME } from './co-living-home-values';
import { type CoLivingHomeData, useListCoLivingHome } from './use-co-living-homes';

export interface CoLivingHomeFormProps {
  /** The home was listed: close the form. */
  onListed: () => void;
  onCancel: () => void;
}

/** The form to list a shared home; keeps what was typed when the server refuses it. */
export function CoLivingHomeForm({ onListed, onCancel }: CoLivingHomeFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<CoLivingHomeInput, unknown, CoLivingHomeData>({
    resolver: zodResolver(ZCoLivingHomeInput),
    defaultValues: EMPTY_HOME,
    // the error summary at the top takes the focus (VA.gov pattern)
    shouldFocusError: false,
  });
  const { formRef, errorSummary } = useErrorSummary(form.formState);
  const list = useListCoLivingHome();
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = form.handleSubmit((values) => {
    list.mutate(values, {
      onSuccess: (home) => {
        toast(
          home.status === 'available'
            ? {
                variant: 'success',
                title: 'Co-living home listed',
                description: `${home.address} is listed. We propose veterans for its rooms at the next household run.`,
              }
            : {
                variant: 'success',
                title: 'Co-living home sent for review',
                description: `An admin reviews ${home.address} before we propose veterans for its rooms.`,
              },
        );
        onListed();
      },
      onError: (error) => {
        const { message, issues } = applyApiErrors(error, form.setError);
        toast({
          variant: 'destructive',
          title: "We couldn't list your home",
          description: issues?.length ? 'Check the fields marked in red.' : message,
        });
      },
    });
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="grid gap-5 rounded-ui border border-border bg-card p-4 shadow-ui sm:p-6"
    >
      <div className="grid gap-1">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-primary">
          List a co-living home
        </h3>
        <p className="text-sm text-muted-foreground">
          Veterans rent its rooms and share the home in households of three. Fill in every field marked
          required.
        </p>
      </div>
      {errorSummary}
      <CoLivingHomeFields form={form} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={list.isPending}>
          {list.isPending ? 'Listing...' : 'List this home'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={list.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
