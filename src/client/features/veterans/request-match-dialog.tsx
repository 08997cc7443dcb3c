import { HousingSituationColumns } from '@client/components/housing/housing-status-fields';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useFocusFirstError } from '@client/lib/use-focus-first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FindMatchesInput,
  type HousingMatch,
  ZMatchRequestDialog,
} from '@shared/contracts/match-search';
import { LANDLORD_CONTACT_RULE, MATCH_REPLY_HOURS } from '@shared/domain/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestButtonId, requestStatusId } from './property-match-card';
import { useRequestMatch } from './use-veteran-api';

export interface RequestMatchDialogProps {
  /** The home asked about; null keeps the dialog closed. */
  match: HousingMatch | null;
  /** The assessment answers the search was made with. */
  search: FindMatchesInput;
  onClose: () => void;
  onSent: (propertyId: string, reference: string) => void;
}

/** 'Request Match': how the landlord can reach you and where you are staying, then one call that saves the request. */
export function RequestMatchDialog({ match, search, onClose, onSent }: RequestMatchDialogProps) {
  return (
    <Dialog open={match !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {match ? <RequestMatchContent match={match} search={search} onSent={onSent} /> : null}
    </Dialog>
  );
}

interface RequestMatchContentProps {
  match: HousingMatch;
  search: FindMatchesInput;
  onSent: (propertyId: string, reference: string) => void;
}

function RequestMatchContent({ match, search, onSent }: RequestMatchContentProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(ZMatchRequestDialog),
    shouldFocusError: false,
    defaultValues: { name: '', phone: '', email: '' },
  });
  const formRef = useFocusFirstError(submitCount, errors);
  const request = useRequestMatch();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = handleSubmit((contact) => {
    setRefusal(null);
    request.mutate(
      { ...search, ...contact, propertyId: match.property.id },
      {
        onSuccess: (created) => {
          toast({ variant: 'success', title: 'Match Request Sent!', description: created.message });
          onSent(match.property.id, created.reference);
        },
        onError: (error) => setRefusal(applyApiErrors(error, setError).message),
      },
    );
  });

  return (
    <DialogContent
      onCloseAutoFocus={(event) => {
        // back where the veteran was: the card's button, or after a sent request (the button is gone) its
        // 'Request sent' line; without this, Escape or Close would drop focus to the top of the page
        const target =
          document.getElementById(requestStatusId(match.property.id)) ??
          document.getElementById(requestButtonId(match.property.id));
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>Request a match</DialogTitle>
        <DialogDescription>
          Tell the landlord of {match.property.address} how to reach you. They will reply within{' '}
          {MATCH_REPLY_HOURS} hours. {LANDLORD_CONTACT_RULE}
        </DialogDescription>
      </DialogHeader>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label="Your contact details"
        className="grid gap-4"
      >
        {refusal ? (
          <Alert variant="destructive">
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        ) : null}
        <FormField label="Your name" error={errors.name?.message} required>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField
          label="Phone number"
          hint="Give a phone number, an email address, or both."
          error={errors.phone?.message}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </FormField>
        <FormField label="Email address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <HousingSituationColumns register={register} errors={errors} you />
        <DialogFooter>
          <Button type="submit" loading={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Request'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
