import { z } from 'zod';
import { Pool } from './enums';
import localPools from './local-pools.json';

/**
 * The portal's runtime configuration (`/config.json`), read by the shell at start so one build
 * deploys anywhere (design D§2). Remote URLs live in the separate manifest it points to.
 */
export const PoolConfig = z.object({ userPoolId: z.string().min(1), clientId: z.string().min(1) });
export const PortalConfig = z.object({
  apiUrl: z.string().url(),
  remotesManifest: z.string().min(1),
  identity: z.object({
    region: z.string().min(1),
    /** Set for cognito-local; absent for Amazon Cognito. */
    endpoint: z.string().url().optional(),
    pools: z.record(Pool, PoolConfig),
  }),
  supportEmail: z.string().email(),
});
export type PortalConfig = z.infer<typeof PortalConfig>;

/** `remotes.json`: federation name → URL of that remote's mf-manifest.json. */
export const RemotesManifest = z.record(z.string().regex(/^mfe_[a-z]+$/), z.string().min(1));
export type RemotesManifest = z.infer<typeof RemotesManifest>;

/** Fixed identity ids of the embedded cognito-local (seeded as files, see api/src/identity). */
export const LOCAL_POOLS: Record<Pool, { userPoolId: string; clientId: string }> = localPools;
