import type { organizations } from '@server/db/schema';
import type { OrganizationView } from '@shared/contracts/organizations';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@shared/domain/partner-tiers';

type OrganizationRow = typeof organizations.$inferSelect;

const isCategory = (value: string): value is ServiceCategory =>
  (SERVICE_CATEGORIES as readonly string[]).includes(value);

/**
 * What anyone may read of an organisation, built field by field on purpose: its phone, email and the internal
 * fields (internalNotes, webhookUrl, dataQualityFlags) can never slip into it. The directory's card and the
 * partner's own view both start from it.
 */
export function publicOrganizationFields(row: OrganizationRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    website: row.website,
    description: row.description,
    mission: row.mission,
    logoUrl: row.logoUrl,
    brandColor: row.brandColor,
    accredited: row.accredited,
    isVerified: row.verified,
    allowsDirectReferrals: row.allowsDirectReferrals,
    integrationTier: row.integrationTier,
    serviceCategories: row.serviceCategories.filter(isCategory),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The organisation as its own signed-in partner sees it: its contact too, no internal fields. */
export function toOrganizationView(row: OrganizationRow): OrganizationView {
  return { ...publicOrganizationFields(row), phone: row.phone, email: row.email };
}
