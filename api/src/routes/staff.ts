import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import {
  AccountIdParam,
  Admin,
  Doctor,
  DoctorPatients,
  HandedOverPatients,
  HandoverRequest,
  HandoverResult,
  paged,
  StaffChangeRequest,
  Superadmin,
  toPage,
  UserListQuery,
} from '../contracts';
import {
  findPerson,
  handedOverTo,
  handOver,
  listSuperadmins,
  patientsOfDoctor,
  setStaffActive,
  setSuperadminActive,
  type PeopleContext,
  type StaffRole,
} from '../people';
import { asAdmin, asDoctor } from './people-routes';
import { problems, signedIn } from './schema-parts';

// Staff leave and return (issue 37 point 1): POST doctor|admin/{id}/deactivate and …/reactivate,
// GET doctor/{id}/patients and POST doctor/{id}/handover. A clinic admin manages its own doctors; the
// superadmin any clinic's doctors and admins (admins are the superadmin's to manage, as their list is).
// Another clinic's person answers 404 like a missing one (findPerson). GET superadmin and POST
// superadmin/{id}/deactivate|reactivate: superadmins manage each other; the last active one stays.

const errors = problems(400, 401, 403, 404, 409, 422);
const secured = signedIn();
const denied = 'auth.yourRoleNotAllowed';

const KINDS = {
  doctor: { roles: ['superadmin', 'admin'] as const, item: Doctor, view: asDoctor },
  admin: { roles: ['superadmin'] as const, item: Admin, view: asAdmin },
} satisfies Record<StaffRole, unknown>;

export const staffRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    signedInRoutes(app, db);

    for (const role of ['doctor', 'admin'] as const) {
      const kind = KINDS[role];
      for (const active of [false, true]) {
        const verb = active ? 'reactivate' : 'deactivate';
        app.post(
          `/${role}/:id/${verb}`,
          {
            config: { roles: kind.roles, denied },
            schema: {
              tags: [role],
              summary: active
                ? `Reactivate a ${role}: sign-in restored`
                : `Deactivate a ${role}: sign-in refused, every session ends (a doctor's patients handed over first)`,
              ...secured,
              params: AccountIdParam,
              body: StaffChangeRequest,
              response: { 200: kind.item, ...errors },
            },
          },
          async (req) => {
            const actor = accountOf(req);
            const { person, changeId } = await setStaffActive(
              { db, identity: ctx.config.identity },
              actor,
              role,
              req.params.id,
              active,
              req.body.reason,
            );
            // The change record holds the reason and names whom (audit/write.ts resolves it).
            await audit(db, req, `${role}.${verb}`, `staff-change:${changeId}`);
            return kind.view(person);
          },
        );
      }
    }

    const SUPER = { roles: ['superadmin'] as const, denied } as const;
    app.get(
      '/superadmin',
      {
        config: SUPER,
        schema: {
          tags: ['superadmin'],
          summary: 'List the superadmins (paged; active by default)',
          ...secured,
          querystring: UserListQuery,
          response: { 200: paged(Superadmin), ...errors },
        },
      },
      async (req) => {
        const { status, page, size } = req.query;
        const { items, total } = await listSuperadmins(db, status, page, size);
        await audit(db, req, 'superadmin.list');
        return toPage(items, page, size, total, true);
      },
    );

    for (const active of [false, true]) {
      const verb = active ? 'reactivate' : 'deactivate';
      app.post(
        `/superadmin/:id/${verb}`,
        {
          config: SUPER,
          schema: {
            tags: ['superadmin'],
            summary: active
              ? 'Reactivate a superadmin: sign-in restored'
              : 'Deactivate a superadmin: sign-in refused, every session ends (never the last active one)',
            ...secured,
            params: AccountIdParam,
            body: StaffChangeRequest,
            response: { 200: Superadmin, ...errors },
          },
        },
        async (req) => {
          const { superadmin, changeId } = await setSuperadminActive(
            { db, identity: ctx.config.identity },
            accountOf(req),
            req.params.id,
            active,
            req.body.reason,
          );
          await audit(db, req, `superadmin.${verb}`, `staff-change:${changeId}`);
          return superadmin;
        },
      );
    }

    app.get(
      '/doctor/:id/patients',
      {
        config: { roles: KINDS.doctor.roles, denied },
        schema: {
          tags: ['doctor'],
          summary: 'The patients assigned to a doctor (whom a handover moves)',
          ...secured,
          params: AccountIdParam,
          response: { 200: DoctorPatients, ...errors },
        },
      },
      async (req) => {
        const doctor = await findPerson(db, 'doctor', accountOf(req), { id: req.params.id });
        await audit(db, req, 'doctor.patients.read', `account:${doctor.accountId}`);
        return patientsOfDoctor(db, doctor.accountId);
      },
    );

    app.get(
      '/doctor/this/handovers',
      {
        config: { roles: ['doctor'] as const, denied },
        schema: {
          tags: ['doctor'],
          summary: 'The patients handed over to the signed-in doctor in the last two weeks, newest first',
          ...secured,
          response: { 200: HandedOverPatients, ...errors },
        },
      },
      async (req) => handedOverTo(db, accountOf(req)),
    );

    app.post(
      '/doctor/:id/handover',
      {
        config: { roles: KINDS.doctor.roles, denied },
        schema: {
          tags: ['doctor'],
          summary:
            "Hand a doctor's patients (all or some) and their questionnaires to another doctor of the clinic",
          ...secured,
          params: AccountIdParam,
          body: HandoverRequest,
          response: { 200: HandoverResult, ...errors },
        },
      },
      async (req) => {
        const moved = await handOver(db, accountOf(req), req.params.id, req.body);
        // One row per patient: each patient's own trail shows the change of doctor.
        for (const id of moved) await audit(db, req, 'patient.handover', `account:${id}`);
        return { moved: moved.length };
      },
    );
  };
