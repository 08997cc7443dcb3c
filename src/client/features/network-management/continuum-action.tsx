import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { useFocusAfterAction } from '@client/lib/use-focus-after-action';
import type { AdminOrganization } from '@shared/contracts/admin-oversight';
import { ZContinuumChange } from '@shared/contracts/continuums';
import { type FormEvent, useRef, useState } from 'react';
import { useChangeOrganization } from './use-network-management';

/**
 * The organisation's Continuum of Care (issue 35): its people's benchmarks count in that community. A new code
 * creates the CoC; an existing one is renamed with the name given.
 */
export function ContinuumAction({
  organization: org,
  onChanged,
}: {
  organization: AdminOrganization;
  onChanged: (organization: AdminOrganization) => void;
}) {
  const change = useChangeOrganization();
  const [code, setCode] = useState(org.continuum?.code ?? '');
  const [name, setName] = useState(org.continuum?.name ?? '');
  const [errors, setErrors] = useState<{ code?: string; name?: string }>({});
  // Save keeps the focus; 'Take out of CoC' goes away once it worked: the focus moves to what the CoC is now
  const focus = useFocusAfterAction(change.isPending);
  const current = useRef<HTMLParagraphElement>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZContinuumChange.safeParse({ code, name });
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
      setErrors(byField);
      return;
    }
    setErrors({});
    send(parsed.data);
  };
  const send = (continuum: { code: string; name: string } | null) => {
    focus.start(() => current.current);
    change.mutate(
      { id: org.id, change: { continuum } },
      {
        onSettled: focus.settled,
        onSuccess: (updated) => {
          onChanged(updated);
          toast({
            variant: 'success',
            title: 'Continuum of Care changed',
            description: updated.continuum
              ? `${updated.name} now counts in ${updated.continuum.code} ${updated.continuum.name}.`
              : `${updated.name} is no longer in a Continuum of Care.`,
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Change failed',
            description: parseApiError(error).message,
          }),
      },
    );
  };

  return (
    <section aria-labelledby="org-coc-heading" className="grid gap-2 border-t border-border pt-3">
      <h3 id="org-coc-heading" className="font-bold">
        Continuum of Care
      </h3>
      <p
        ref={current}
        tabIndex={-1}
        className="rounded-ui text-sm focus:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        {org.continuum
          ? `${org.continuum.code} · ${org.continuum.name}`
          : 'Not set: its people count only in the network’s figures.'}
      </p>
      <form className="flex flex-wrap items-end gap-2" onSubmit={save} noValidate>
        <FormField label="CoC code" hint="Such as NY-505" error={errors.code} className="w-32">
          <Input value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="CoC name" error={errors.name} className="min-w-48 flex-1">
          <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </FormField>
        <Button type="submit" size="sm-tall" loading={change.isPending} disabled={change.isPending}>
          Save CoC
        </Button>
        {org.continuum ? (
          <Button
            type="button"
            variant="outline"
            size="sm-tall"
            disabled={change.isPending}
            onClick={() => send(null)}
          >
            Take out of CoC
          </Button>
        ) : null}
      </form>
    </section>
  );
}
