import { Button } from '@client/components/ui/button';
import { TriggeredModal } from '@client/components/ui/modal';
import { toast } from '@client/components/ui/use-toast';
import { HandHeart } from 'lucide-react';
import { PublicReferralForm } from './public-referral-form';

/** The profile's 'Refer a Veteran' (only for organisations that accept direct referrals). */
export function ReferVeteranDialog({ organization }: { organization: { id: string; name: string } }) {
  return (
    <TriggeredModal
      trigger={
        <Button>
          <HandHeart aria-hidden="true" />
          Refer a Veteran
        </Button>
      }
      wide
      title="Refer a Veteran"
      description={`${organization.name} will contact the veteran within 24 hours.`}
    >
      {(close) => (
        <PublicReferralForm
          organization={organization}
          onSubmitted={({ message, reference }) => {
            toast({
              variant: 'success',
              title: message,
              description: `The organization will contact the veteran within 24 hours. Your reference: ${reference}`,
            });
            close();
          }}
          onCancel={close}
        />
      )}
    </TriggeredModal>
  );
}
