import { SERVICE_CATEGORIES } from '@shared/domain/partner-tiers';
import { z } from 'zod';

/** An organisation as its own signed-in partner sees it (the public view comes with the directory). */
export const ZOrganizationView = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string(),
  mission: z.string().nullable(),
  logoUrl: z.string().nullable(),
  brandColor: z.string().nullable(),
  accredited: z.boolean(),
  isVerified: z.boolean(),
  allowsDirectReferrals: z.boolean(),
  integrationTier: z.number().int(),
  serviceCategories: z.array(z.enum(SERVICE_CATEGORIES)),
  createdAt: z.string(),
});
export type OrganizationView = z.infer<typeof ZOrganizationView>;
