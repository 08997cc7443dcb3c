import { looksLikeUuid } from '@shared/contracts/network';
import { lazy } from 'react';
import { useParams } from 'wouter';

const OrganizationPage = lazy(() => import('./organization-page'));
const PublicProfilePage = lazy(() => import('./public-profile-page'));

/** Decision 0007: /partner/{uuid} is the organisation page; anything else is a slug, the public profile. */
export default function PartnerPage() {
  const { idOrSlug = '' } = useParams<{ idOrSlug: string }>();
  return looksLikeUuid(idOrSlug) ? (
    <OrganizationPage vsoId={idOrSlug} />
  ) : (
    <PublicProfilePage slug={idOrSlug} />
  );
}
