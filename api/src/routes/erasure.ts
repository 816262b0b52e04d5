import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import {
  ClinicIdParam,
  ErasureDecision,
  ErasureIdParam,
  ErasureListQuery,
  ErasureOutcome,
  ErasureRequestItem,
  ErasureSettings,
  ErasureSettingsView,
  OwnErasureAnswer,
  OwnErasureRequest,
  paged,
  toPage,
} from '../contracts';
import { managedClinic, type PeopleContext } from '../people';
import {
  decideErasure,
  erasureSettings,
  ownErasureRequest,
  pendingErasures,
  requestErasure,
  requestTarget,
  saveErasureSettings,
} from '../people/erasure';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 404, 409);
const secured = signedIn();
const PATIENT = { roles: ['patient'], denied: 'erasure.patientsOnly' } as const;
/** A clinic's admin decides its own patients' requests, the superadmin any clinic's; never a doctor. */
const DECIDERS = { roles: ['superadmin', 'admin'], denied: 'erasure.adminsOnly' } as const;

/** Erasure with the law's exception (issue 37 point 4): the patient asks, the clinic decides. */
export const erasureRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    signedInRoutes(app, db);

    app.get(
      '/user/erasure-request',
      {
        config: PATIENT,
        schema: {
          tags: ['erasure'],
          summary: "The patient's newest request to have their account deleted, if any",
          ...secured,
          response: { 200: OwnErasureAnswer, ...errors },
        },
      },
      async (req) => {
        const me = accountOf(req);
        await audit(db, req, 'erasure.read', requestTarget(me.id));
        return { request: await ownErasureRequest(db, me) };
      },
    );

    app.post(
      '/user/erasure-request',
      {
        config: PATIENT,
        schema: {
          tags: ['erasure'],
          summary: 'Ask the clinic to delete my account (its administrator approves or declines)',
          ...secured,
          response: { 201: OwnErasureRequest, ...errors },
        },
      },
      async (req, reply) => {
        const me = accountOf(req);
        const request = await requestErasure(db, me);
        await audit(db, req, 'erasure.request', requestTarget(me.id));
        return reply.code(201).send(request);
      },
    );

    app.get(
      '/erasure-request',
      {
        config: DECIDERS,
        schema: {
          tags: ['erasure'],
          summary: 'The pending account deletion requests of my clinic (every clinic for the superadmin)',
          ...secured,
          querystring: ErasureListQuery,
          response: { 200: paged(ErasureRequestItem), ...errors },
        },
      },
      async (req) => {
        const { page, size } = req.query;
        const { items, total } = await pendingErasures(db, accountOf(req), page, size);
        await audit(db, req, 'erasure.list');
        return toPage(items, page, size, total, true);
      },
    );

    for (const [verb, approve] of [
      ['approve', true],
      ['decline', false],
    ] as const) {
      app.post(
        `/erasure-request/:id/${verb}`,
        {
          config: DECIDERS,
          schema: {
            tags: ['erasure'],
            summary: approve
              ? 'Approve an account deletion request: identity, contact data and free text erased, the clinical record kept pseudonymised for the retention period (or, with the two-person rule, the first of two approvals)'
              : 'Decline an account deletion request, with the reason the patient reads',
            ...secured,
            params: ErasureIdParam,
            body: ErasureDecision,
            response: { 200: ErasureOutcome, ...errors },
          },
        },
        async (req) => {
          const ectx = { db, identity: ctx.config.identity, outbox: ctx.outbox, log: req.log };
          const done = await decideErasure(ectx, accountOf(req), req.params.id, {
            approve,
            reason: req.body.reason,
          });
          const action = {
            ERASED: 'patient.erase',
            AWAITING_SECOND: 'erasure.approve',
            DECLINED: 'erasure.decline',
          };
          // The decision's record holds the reason and names whom (audit/write.ts resolves the patient).
          await audit(db, req, action[done.outcome.status], `staff-change:${done.changeId}`);
          if (done.mailId) void ctx.outbox.dispatch(done.mailId);
          return done.outcome;
        },
      );
    }

    app.get(
      '/clinic/:id/erasure',
      {
        config: { roles: ['superadmin', 'admin'], denied: 'clinic.adminsOnly' },
        schema: {
          tags: ['clinic'],
          summary: "The clinic's retention period for erased patients' records, and its two-person rule",
          ...secured,
          params: ClinicIdParam,
          response: { 200: ErasureSettingsView, ...errors },
        },
      },
      async (req) => {
        const clinic = await managedClinic(db, accountOf(req), req.params.id);
        await audit(db, req, 'clinic.read', `clinic:${clinic.id}`);
        return erasureSettings(db, clinic);
      },
    );

    app.put(
      '/clinic/:id/erasure',
      {
        config: { roles: ['superadmin', 'admin'], denied: 'clinic.adminsOnly' },
        schema: {
          tags: ['clinic'],
          summary: "Save the clinic's retention period (years) and two-person rule for erasures",
          ...secured,
          params: ClinicIdParam,
          body: ErasureSettings,
          response: { 200: ErasureSettingsView, ...errors },
        },
      },
      async (req) => {
        const clinic = await managedClinic(db, accountOf(req), req.params.id);
        await saveErasureSettings(db, clinic.id, req.body);
        await audit(db, req, 'clinic.erasure', `clinic:${clinic.id}`);
        return erasureSettings(db, clinic);
      },
    );
  };
