import { BENEFITS_USE_LEVELS, SERVICE_STATUSES } from '@shared/domain/benefits-guide';
import { z } from 'zod';

export const BENEFITS_GUIDE_PATH = '/api/benefits-guide';
export const ANSWER_ALL_MESSAGE = 'Please answer all questions';

/** POST /api/benefits-guide: the 'Benefits Navigator' answers. */
export const ZBenefitsGuideInput = z.strictObject({
  status: z.enum(SERVICE_STATUSES, { error: ANSWER_ALL_MESSAGE }),
  currentBenefits: z.enum(BENEFITS_USE_LEVELS, { error: ANSWER_ALL_MESSAGE }),
});
export type BenefitsGuideInput = z.infer<typeof ZBenefitsGuideInput>;

export const ZBenefitsGuide = z.object({
  headline: z.string(),
  recommendations: z.array(
    z.object({ program: z.string(), why: z.string(), nextSteps: z.array(z.string()) }),
  ),
  checklist: z.array(z.string()),
});
export type BenefitsGuideResponse = z.infer<typeof ZBenefitsGuide>;
