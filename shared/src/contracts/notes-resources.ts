import { z } from 'zod';
import { example } from './core';
import { NOTE_MAX } from './surveys';

// A patient's notes and the education resources (req G§10–11), apart from the survey payloads.

export const Note = z.object({
  id: z.string(),
  text: z.string(),
  createTimestamp: z.string(),
  lastUpdatedTimestamp: z.string(),
});
export type Note = z.infer<typeof Note>;
export const CreateNote = z.object({ text: z.string().trim().min(1).max(NOTE_MAX) });
export type CreateNote = z.infer<typeof CreateNote>;
/*#__PURE__*/ example(CreateNote, { text: 'Felt dizzy after the morning walk' });

export const ResourceType = z.enum(['RESOURCE', 'GROUP']);
export interface ResourceNode {
  id: string;
  name: string;
  order: number;
  type: z.infer<typeof ResourceType>;
  /** API path of the resource; `${url}[/${locale}]/resolved` answers the public page. Null for groups. */
  url: string | null;
  children: ResourceNode[];
}
export const ResourceNode: z.ZodType<ResourceNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    order: z.number().int(),
    type: ResourceType,
    url: z.string().nullable(),
    children: z.array(ResourceNode),
  }),
);
// A named component: the OpenAPI document refers to it (the tree is recursive, so it cannot be inlined).
z.globalRegistry.add(ResourceNode, { id: 'ResourceNode' });
export const RecommendedResource = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type RecommendedResource = z.infer<typeof RecommendedResource>;
// http(s) only: the portal sends a new window there, and a javascript: or data: URL would run in
// the portal's origin (a plain url() check accepts both).
export const ResolvedResource = z.object({ resolvedUrl: z.url({ protocol: /^https?$/ }) });
