import { z } from 'zod';

/** Every 4xx/5xx body the API answers. */
export const ZApiError = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ZApiError>;

/** Common error responses for route schemas (OpenAPI). */
export const errorResponses = { 400: ZApiError, 404: ZApiError, 429: ZApiError, 500: ZApiError } as const;
