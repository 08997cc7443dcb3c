import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormFailure } from '@client/components/ui/form-failure';
import { InlineConfirm } from '@client/components/ui/inline-confirm';
import { PhoneLink } from '@client/components/ui/phone-link';
import { parseApiError } from '@client/lib/api-client';
import type { MyItem } from '@shared/contracts/my';
import { useState } from 'react';
import { OfferDecision } from './offer-decision';
import { useWithdrawRequest } from './use-my-page';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** One request, offer or application: where it stands, what happens next, who to call, what you can do. */
export function MyItemCard({ item }: { item: MyItem }) {
  const withdraw = useWithdrawRequest();
  const [confirming, setConfirming] = useState(false);
  const headingId = `my-item-${item.id}`;
  return (
    <Card>
      <CardContent padding="full" className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold">
            {item.title}
          </h3>
          {item.reference ? <Badge variant="outline">{item.reference}</Badge> : null}
        </div>
        <p className="text-base font-semibold">{item.statusText}</p>
        <p>{item.nextStep}</p>
        <p className="text-sm text-muted-foreground">Sent on {dateOf(item.createdAt)}</p>
        {item.contact ? (
          <p className="text-sm">
            Questions? Call {item.contact.name}
            {item.contact.phone ? (
              <>
                {' '}
                at <PhoneLink phone={item.contact.phone} />
              </>
            ) : null}
            .
          </p>
        ) : null}
        {item.actions.includes('accept') ? (
          <OfferDecision
            id={item.id}
            address={item.title}
            kind={item.kind === 'household' ? 'household' : 'offer'}
          />
        ) : null}
        {item.actions.includes('withdraw') ? (
          confirming ? (
            <InlineConfirm
              question="Withdraw this request?"
              description="The housing team and the landlord stop working on it. You can ask for another home."
              confirm="Withdraw the request"
              keep="Keep the request"
              pending={withdraw.isPending}
              onConfirm={() => withdraw.mutate(item.id)}
              onKeep={() => setConfirming(false)}
            />
          ) : (
            <div>
              <Button variant="outline" aria-describedby={headingId} onClick={() => setConfirming(true)}>
                Withdraw this request
              </Button>
            </div>
          )
        ) : null}
        <FormFailure title="That didn't go through">
          {withdraw.isError ? parseApiError(withdraw.error).message : null}
        </FormFailure>
      </CardContent>
    </Card>
  );
}
