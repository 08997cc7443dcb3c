/**
 * The contracts /veterans checks its forms and reads its answers with, loaded on the first submit or request, not
 * with the page (issue 38): one module for both forms' and their answers' schemas, so zod comes in one chunk with
 * the contracts' shared rules (common.ts), as on every other page, instead of a chunk of its own.
 */
export { ZBenefitsGuide, ZBenefitsGuideInput } from '@shared/contracts/benefits';
export {
  ZFindMatchesInput,
  ZFindMatchesResponse,
  ZMatchRequestCreated,
  ZMatchRequestStatus,
} from '@shared/contracts/match-search';
