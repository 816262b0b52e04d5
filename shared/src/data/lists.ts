import { z } from 'zod';
import { paged } from '@dcp/shared/contracts';

/** The list endpoints may answer a bare array or the paged envelope; both are accepted. */
export function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.union([z.array(item), paged(item).transform((p) => p.content)]);
}
