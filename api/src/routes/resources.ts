import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import {
  RecommendedResource,
  ResolvedResource,
  ResourceLocaleParams,
  ResourceParams,
  ResourceTree,
} from '../contracts';
import type { Db } from '../db';
import { HttpError } from '../http-errors';
import { latestScoredInstance } from '../surveys/instances';
import { CLINICIAN_RESOURCES } from '../surveys/patient-content';
import { recommendedResources, resolveResource, resourceTree, RESOURCE_BASE } from '../surveys/resource-tree';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 404);
const secured = signedIn('resources');
/** The trees are the doctor's resource pages (req G§6); a patient reads its recommended ones. */
const TREES_ARE_DOCTORS = 'resource.treesForDoctors';

/** Education resources (req G§2): the trees in English and Spanish, link resolution, a patient's picks. */
export const resourceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  app.get(
    RESOURCE_BASE,
    {
      config: { roles: ['doctor'], denied: TREES_ARE_DOCTORS },
      schema: {
        ...secured,
        summary: 'The English resource tree',
        response: { 200: ResourceTree, ...errors },
      },
    },
    async () => resourceTree('en-GB'),
  );
  app.get(
    `${RESOURCE_BASE}/locale/es-ES`,
    {
      config: { roles: ['doctor'], denied: TREES_ARE_DOCTORS },
      schema: {
        ...secured,
        summary: 'The Spanish resource tree',
        response: { 200: ResourceTree, ...errors },
      },
    },
    async () => resourceTree('es-ES'),
  );

  app.get(
    `${RESOURCE_BASE}/recommended`,
    {
      config: { roles: ['patient'], denied: 'resource.patientsOnly' },
      schema: {
        ...secured,
        summary: "Resources recommended from the patient's latest scored survey",
        response: { 200: z.array(RecommendedResource), ...errors },
      },
    },
    async (req) => {
      const patient = accountOf(req);
      const latest = await latestScoredInstance(db, patient.id);
      await audit(db, req, 'resources.recommended', `account:${patient.id}`);
      return latest ? recommendedResources(latest, patient.locale === 'es-ES' ? 'es-ES' : 'en-GB') : [];
    },
  );

  // A patient resolves patient reading only: a clinicians' guideline answers like a missing one.
  const resolve = (req: FastifyRequest, id: string, locale: 'en-GB' | 'es-ES') => {
    const account = accountOf(req);
    const url = resolveResource(id, locale);
    if (!url || (account.role === 'patient' && CLINICIAN_RESOURCES.has(id)))
      throw new HttpError(404, 'resource.notFound');
    return { resolvedUrl: url };
  };
  app.get(
    `${RESOURCE_BASE}/:id/resolved`,
    {
      config: { roles: 'any' },
      schema: {
        ...secured,
        summary: 'The public page of a resource',
        params: ResourceParams,
        response: { 200: ResolvedResource, ...errors },
      },
    },
    async (req) => resolve(req, req.params.id, 'en-GB'),
  );
  app.get(
    `${RESOURCE_BASE}/:id/:locale/resolved`,
    {
      config: { roles: 'any' },
      schema: {
        ...secured,
        summary: 'The public page of a resource in a language',
        params: ResourceLocaleParams,
        response: { 200: ResolvedResource, ...errors },
      },
    },
    async (req) => resolve(req, req.params.id, req.params.locale),
  );
};
