import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import type { AccountRow } from '../leaves/account-row';
import { LIMITED_RESPONSES } from '../limits';
import { takeQuota } from '../limits/quota';
import { AccountIdParam, paged, toPage, UserListQuery, type Role } from '../contracts';
import {
  clinicScope,
  findPerson,
  listPeople,
  type NewUser,
  type PeopleContext,
  type Person,
} from '../people';
import { createPerson, type PersonFields } from '../people/create-person';
import { problems, signedIn } from './schema-parts';

// The views of a person per audience: admins see no onboarding state.
export const asAdmin = (p: Person) => ({
  id: p.accountId,
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  clinic: p.clinic,
  deactivatedAt: p.deactivatedAt,
});
export const asDoctor = (p: Person) => ({ ...asAdmin(p), status: p.status, demographics: p.demographics });
export const asPatient = (p: Person) => {
  const { accountId, deactivatedAt: _staffOnly, ...rest } = p;
  return { id: accountId, ...rest };
};

const errors = problems(400, 401, 403, 404, 409);
const secured = signedIn();

export interface PeopleRoutesOptions<I extends z.ZodTypeAny, B extends z.ZodType<PersonFields>> {
  ctx: PeopleContext;
  /** URL prefix: 'admin', 'doctor', 'user'. */
  path: string;
  role: NewUser['role'];
  item: I;
  view: (p: Person) => z.infer<I>;
  /** Who reads the list and profiles (scoped to their clinic unless superadmin). */
  readers: readonly Role[];
  /** Who creates (the clinic comes from the token unless superadmin). */
  creators: readonly Role[];
  body: B;
  clinicOf: (body: z.infer<B>) => string | undefined;
  /** false: the kind registers its own GET <path> list (patients: the prioritised list). */
  list?: boolean;
  /**
   * The kind's own part of a creation (patients: POST user's surveyId). Called before anything is
   * created, so its refusal creates nobody; what it answers runs once the person exists.
   */
  onCreate?: (
    req: FastifyRequest,
    actor: AccountRow,
    body: z.infer<B>,
  ) => ((id: string) => Promise<void>) | undefined;
}

/**
 * GET <path>, GET <path>/{id}, POST <path> for one kind of person (req A§7), with the same
 * authorization everywhere: role first (403), then clinic scope (404 like a missing record).
 */
export function peopleRoutes<I extends z.ZodTypeAny, B extends z.ZodType<PersonFields>>(
  o: PeopleRoutesOptions<I, B>,
): FastifyPluginAsyncZod {
  const { ctx, path, role } = o;
  const { db } = ctx;
  const denied = 'auth.yourRoleNotAllowed';
  // Widened: fastify cannot resolve reply types through an unresolved generic schema.
  const item: z.ZodType = o.item;
  return async (app) => {
    signedInRoutes(app, db);

    if (o.list !== false)
      app.get(
        `/${path}`,
        {
          config: { roles: o.readers, denied },
          schema: {
            tags: [path],
            summary: `List ${role}s (paged)`,
            ...secured,
            querystring: UserListQuery,
            response: { 200: paged(item), ...errors },
          },
        },
        async (req) => {
          const actor = accountOf(req);
          const { page, size, nameStartsWith, status } = req.query;
          const clinicId = clinicScope(actor);
          const filter = { role, clinicId, nameStartsWith, status };
          const { people, total } = await listPeople(db, filter, page, size);
          await audit(db, req, `${role}.list`, clinicId ? `clinic:${clinicId}` : 'clinic:*');
          return toPage(people.map(o.view), page, size, total, true);
        },
      );

    app.get(
      `/${path}/:id`,
      {
        config: { roles: o.readers, denied },
        schema: {
          tags: [path],
          summary: `One ${role} by account id`,
          ...secured,
          params: AccountIdParam,
          response: { 200: item, ...errors },
        },
      },
      async (req) => {
        const actor = accountOf(req);
        const person = await findPerson(db, role, actor, { id: req.params.id }).catch(async (e: unknown) => {
          // Misses are audited too: probing for people is worth seeing.
          await audit(db, req, `${role}.read.missing`);
          throw e;
        });
        await audit(db, req, `${role}.read`, `account:${person.accountId}`);
        return o.view(person);
      },
    );

    app.post(
      `/${path}`,
      {
        config: { roles: o.creators, denied },
        schema: {
          tags: [path],
          summary: `Create a ${role}: identity account with a temporary password and an invitation email`,
          ...secured,
          body: o.body,
          response: { 201: item, ...errors, ...LIMITED_RESPONSES },
        },
      },
      async (req, reply) => {
        const actor = accountOf(req);
        // Validated already; parsed again for its type, which the type provider cannot resolve
        // through the generic schema (the cast this replaces hid a body that lacked the fields).
        const body = o.body.parse(req.body);
        const id = await createPerson(
          ctx,
          req,
          actor,
          { role, fields: body, clinicId: o.clinicOf(body) },
          {
            spend: (quota) => takeQuota(app, req, reply, quota, actor.id),
            kindPart: () => o.onCreate?.(req, actor, body),
          },
        );
        const person = await findPerson(db, role, actor, { id });
        return reply.code(201).send(o.view(person));
      },
    );
  };
}
