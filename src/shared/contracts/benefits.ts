import { BENEFITS_USE_LEVELS, SERVICE_STATUSES } from '@shared/domain/benefits-guide';
import { z } from 'zod';

import { ANSWER_ALL_MESSAGE } from './benefits-texts';

export { ANSWER_ALL_MESSAGE, BENEFITS_GUIDE_PATH } from './benefits-texts';

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
