import { preloadable } from '@client/lib/preloadable';
import { Suspense } from 'react';
import type { ReferralModalProps } from './referral-modal';

const LoadedReferralModal = preloadable(() =>
  import('./referral-modal').then((module) => module.ReferralModal),
);

/**
 * The 'Refer a Veteran in Need' modal, whose code (the form, its fields and contract) is not in the page's first
 * load: it loads when a referral is first opened (decision 0022).
 */
export function ReferralModal({ target, onClose }: ReferralModalProps) {
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      <LoadedReferralModal target={target} onClose={onClose} />
    </Suspense>
  );
}
