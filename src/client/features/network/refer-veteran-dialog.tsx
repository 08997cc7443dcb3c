import { Button } from '@client/components/ui/button';
import { Modal } from '@client/components/ui/modal';
import { toast } from '@client/components/ui/use-toast';
import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { PublicReferralForm } from './public-referral-form';

/** The profile's 'Refer a Veteran' (only for organisations that accept direct referrals). */
export function ReferVeteranDialog({ organization }: { organization: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
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
      <PublicReferralForm
        organization={organization}
        onSubmitted={({ message, reference }) => {
          toast({
            variant: 'success',
            title: message,
            description: `The organization will contact the veteran within 24 hours. Your reference: ${reference}`,
          });
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </Modal>
  );
}
