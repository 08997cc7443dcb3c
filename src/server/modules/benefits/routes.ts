import { BENEFITS_GUIDE_PATH, ZBenefitsGuide, ZBenefitsGuideInput } from '../../../shared/contracts/benefits';
import { errorResponses } from '../../../shared/contracts/errors';
import { buildBenefitsGuide } from '../../../shared/domain/benefits-guide';
import type { ModuleRoutes } from '../../module';

export const benefitsRoutes: ModuleRoutes = (app) => {
  app.post(
    BENEFITS_GUIDE_PATH,
    { schema: { body: ZBenefitsGuideInput, response: { 200: ZBenefitsGuide, ...errorResponses } } },
    async (request) => buildBenefitsGuide(request.body.status, request.body.currentBenefits),
  );
};
