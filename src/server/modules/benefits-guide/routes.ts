import type { ModuleRoutes } from '@server/module';
import { readOnlyPost } from '@server/plugins/idempotency';
import { BENEFITS_GUIDE_PATH, ZBenefitsGuide, ZBenefitsGuideInput } from '@shared/contracts/benefits';
import { errorResponses } from '@shared/contracts/errors';
import { buildBenefitsGuide } from '@shared/domain/benefits-guide';

export const benefitsGuideRoutes: ModuleRoutes = (app) => {
  app.post(
    BENEFITS_GUIDE_PATH,
    {
      config: readOnlyPost,
      schema: { body: ZBenefitsGuideInput, response: { 200: ZBenefitsGuide, ...errorResponses } },
    },
    async (request) => buildBenefitsGuide(request.body.status, request.body.currentBenefits),
  );
};
