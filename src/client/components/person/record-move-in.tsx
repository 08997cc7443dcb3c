import { CheckboxFields } from '@client/components/ui/checkbox-field';
import { FormField, FormFieldset } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { SearchForm } from '@client/components/ui/search-form';
import { SubmitRow } from '@client/components/ui/submit-row';
import { toast } from '@client/components/ui/use-toast';
import { getJson, sendJson } from '@client/lib/api-client';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import {
  type MoveInFormInput,
  PLACEMENT_HOMES_PATH,
  ZMoveInForm,
  ZPlacementHomes,
} from '@shared/contracts/move-in';
import { PLACEMENTS_PATH, type PlacementInput, ZPlacementView } from '@shared/contracts/placements';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { PAGE_ANCHORS } from '@shared/domain/page-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const FORM_FIELDS = new Set(Object.keys(ZMoveInForm.shape));

const today = () => new Date().toISOString().slice(0, 10);

/** A match of the person that a move-in may complete: its id, the home's address and where the match stands. */
export interface MoveInHome {
  matchId: string;
  address: string;
  status: string;
}

function HomeChoice({
  id,
  value,
  label,
  field,
}: {
  id: string;
  value: string;
  label: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="radio"
        id={id}
        value={value}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        {...field}
      />
      <Label htmlFor={id} choice>
        {label}
      </Label>
    </div>
  );
}

/** The listed homes with a free unit the search found (GET /api/placement-homes), as choices of the form's home. */
function FoundHomes({
  search,
  idPrefix,
  field,
}: {
  search: string;
  idPrefix: string;
  field: UseFormRegisterReturn;
}) {
  const found = useQuery({
    queryKey: [PLACEMENT_HOMES_PATH, search],
    queryFn: () => getJson(`${PLACEMENT_HOMES_PATH}?search=${encodeURIComponent(search)}`, ZPlacementHomes),
    enabled: search.length >= 2,
  });
  if (search.length < 2) return null;
  if (found.isPending) return <p className="text-muted-foreground">Looking for listed homes...</p>;
  if (found.isError) return <p className="text-destructive">We couldn't search the homes. Try again.</p>;
  if (found.data.length === 0)
    return <p className="text-muted-foreground">No listed home with a free unit matches “{search}”.</p>;
  return found.data.map((home) => (
    <HomeChoice
      key={home.id}
      id={`${idPrefix}-home-${home.id}`}
      value={`home:${home.id}`}
      label={`${home.address} · ${home.unitsAvailable === 1 ? '1 unit free' : `${home.unitsAvailable} units free`}`}
      field={field}
    />
  ));
}

/**
 * 'Record move-in' on a person's page (the caseload entry, the admin person page): the home is one of the person's
 * open matches, or (when the page names the referral it completes) a listed home with a free unit found by address,
 * city or ZIP; the person is the page's, so nothing is typed but the date and the rent. One call
 * (POST /api/placements with `matchId`, or `referralId` and `propertyId`) records the placement and completes what
 * it ends: the match and the referral read placed, the home has a unit fewer, the status reads moved in; afterwards
 * every page reloads (the status, the funnel and the tier changed with it). A partner's page names its own
 * organisation; an admin's leaves it to the server (the referral's or match's organisation, decision 0034).
 */
export function RecordMoveIn({
  organizationId,
  referralId,
  homes,
  onError,
}: {
  organizationId?: string;
  /** The open referral a move-in into a searched home completes; without one only the matches are offered. */
  referralId?: string | null;
  homes: readonly MoveInHome[];
  /** Besides showing the server's messages by the fields: e.g. the partner's session ending on a 401. */
  onError?: (error: unknown) => void;
}) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const open = homes.filter((home) => isOpenMatch(home.status));
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: (input: PlacementInput) => sendJson('POST', PLACEMENTS_PATH, input, ZPlacementView),
    onSuccess: () => queryClient.invalidateQueries(),
    onError,
  });
  const { register, control, handleSubmit, setError, reset, errors, formRef } = useContractForm(ZMoveInForm, {
    home: open.length === 1 ? `match:${open[0]?.matchId}` : undefined,
    placementDate: today(),
    monthlyRent: '' as unknown as number,
    isVABenefitBased: false,
  } satisfies Partial<MoveInFormInput>);
  const homeField = register('home');

  const onSubmit = handleSubmit(({ home, ...values }) => {
    const [kind, id] = home.split(':') as ['match' | 'home', string];
    const completes =
      kind === 'match' ? { matchId: id } : { referralId: referralId ?? undefined, propertyId: id };
    record.mutate(
      { ...values, ...completes, ...(organizationId ? { vsoId: organizationId } : {}) },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Move-in recorded',
            description: 'Their status now reads moved in.',
          });
          reset();
        },
        onError: (error) => {
          const failure = applyApiErrors(error, setError);
          // a refusal of the home, the referral or the match (or of nothing named) is said by the home's choices
          if (!failure.issues?.some((issue) => issue.path && FORM_FIELDS.has(issue.path)))
            setError('home', { type: 'server', message: failure.message });
        },
      },
    );
  });

  return (
    <section id={PAGE_ANCHORS.recordMoveIn} aria-labelledby={headingId} className="grid scroll-mt-4 gap-4">
      <h2 id={headingId} className="text-xl font-bold text-primary">
        Record move-in
      </h2>
      {open.length === 0 && !referralId ? (
        <p className="text-muted-foreground">
          When a home is matched with this veteran, you record their move-in here.
        </p>
      ) : (
        <>
          {referralId ? (
            <div className="max-w-xl">
              <SearchForm
                name="Find a listed home"
                hint={
                  open.length
                    ? 'Moved into a home that is not one of their matches? Find it by address, city or ZIP.'
                    : 'Find the home they moved into by address, city or ZIP.'
                }
                initial=""
                onSearch={(text) => setSearch(text.trim())}
              />
            </div>
          ) : null}
          <form ref={formRef} onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
            <FormFieldset legend="The home they moved into" error={errors.home?.message}>
              {open.map((match) => (
                <HomeChoice
                  key={match.matchId}
                  id={`${headingId}-${match.matchId}`}
                  value={`match:${match.matchId}`}
                  label={match.address}
                  field={homeField}
                />
              ))}
              {referralId ? <FoundHomes search={search} idPrefix={headingId} field={homeField} /> : null}
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
        </>
      )}
    </section>
  );
}
