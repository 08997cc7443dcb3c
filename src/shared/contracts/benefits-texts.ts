/** The benefits guide's API path and message, apart from its schemas (zod): see match-search-texts.ts. */
export const BENEFITS_GUIDE_PATH = '/api/benefits-guide';
export const ANSWER_ALL_MESSAGE = 'Please answer all questions';
