import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { SubmitRow } from '@client/components/ui/submit-row';
import { toast } from '@client/components/ui/use-toast';
import { sendJson } from '@client/lib/api-client';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import {
  type MoveInFormInput,
  PLACEMENTS_PATH,
  type PlacementInput,
  ZMoveInForm,
  ZPlacementView,
} from '@shared/contracts/placements';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { PAGE_ANCHORS } from '@shared/domain/page-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';

const today = () => new Date().toISOString().slice(0, 10);

/** A match of the person that a move-in may complete: its id, the home's address and where the match stands. */
export interface MoveInHome {
  matchId: string;
  address: string;
  status: string;
}

/**
 * 'Record move-in' on a person's page (the caseload entry, the admin person page): the home is one of the person's
 * open matches (the person is the page's), so nothing is typed but the date and the rent. One call
 * (POST /api/placements with `matchId`, for the organisation working with them) records the placement and
 * completes what it ends: the match and the referral read placed, the home has a unit fewer, the status reads
 * moved in; afterwards every page reloads (the status, the funnel and the tier changed with it).
 */
export function RecordMoveIn({
  organizationId,
  homes,
  onError,
}: {
  organizationId: string;
  homes: readonly MoveInHome[];
  /** Besides showing the server's messages by the fields: e.g. the partner's session ending on a 401. */
  onError?: (error: unknown) => void;
}) {
  const headingId = useId();
  const open = homes.filter((home) => isOpenMatch(home.status));
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: (input: PlacementInput) => sendJson('POST', PLACEMENTS_PATH, input, ZPlacementView),
    onSuccess: () => queryClient.invalidateQueries(),
    onError,
  });
  const { register, control, handleSubmit, setError, reset, errors, formRef } = useContractForm(ZMoveInForm, {
    matchId: open.length === 1 ? open[0]?.matchId : undefined,
    placementDate: today(),
    monthlyRent: '' as unknown as number,
    isVABenefitBased: false,
  } satisfies Partial<MoveInFormInput>);

  const onSubmit = handleSubmit((values) => {
    record.mutate(
      { ...values, vsoId: organizationId },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Move-in recorded',
            description: 'Their status now reads moved in.',
          });
          reset();
        },
        onError: (error) => applyApiErrors(error, setError),
      },
    );
  });

  return (
    <section id={PAGE_ANCHORS.recordMoveIn} aria-labelledby={headingId} className="grid scroll-mt-4 gap-4">
      <h2 id={headingId} className="text-xl font-bold text-primary">
        Record move-in
      </h2>
      {open.length === 0 ? (
        <p className="text-muted-foreground">
          When a home is matched with this veteran, you record their move-in here.
        </p>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
          <FormFieldset legend="The home they moved into" error={errors.matchId?.message}>
            {open.map((match) => (
              <div key={match.matchId} className="flex items-start gap-3">
                <input
                  type="radio"
                  id={`${headingId}-${match.matchId}`}
                  value={match.matchId}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                  {...register('matchId')}
                />
                <Label htmlFor={`${headingId}-${match.matchId}`} choice>
                  {match.address}
                </Label>
              </div>
            ))}
          </FormFieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Move-in date" error={errors.placementDate?.message} required>
              <Input type="date" max={today()} {...register('placementDate')} />
            </FormField>
            <FormField
              label="Monthly rent"
              hint="In dollars, the whole rent"
              error={errors.monthlyRent?.message}
              required
            >
              <Input inputMode="decimal" {...register('monthlyRent')} />
            </FormField>
          </div>
          <CheckboxFields
            control={control}
            options={[{ name: 'isVABenefitBased', label: 'Paid with a VA benefit (such as HUD-VASH)' }]}
            idPrefix={headingId}
          />
          <SubmitRow pending={record.isPending} pendingLabel="Recording...">
            Record move-in
          </SubmitRow>
        </form>
      )}
    </section>
  );
}
