import { z } from 'zod';

/** GET health */
export const HealthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** POST auth/sign-out */
export const SignOutResponse = z.object({ signedOut: z.literal(true) });
export type SignOutResponse = z.infer<typeof SignOutResponse>;
