import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import { DoctorNotifications } from '../contracts';
import type { Db } from '../db';
import { setReviewDigest } from '../surveys/review-digest';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403);
const secured = signedIn('doctor');

/** The doctor's own e-mail preferences: the daily review digest (surveys/review-digest.ts). */
export const doctorNotificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  signedInRoutes(app, db);

  app.get(
    '/doctor/notifications',
    {
      config: { roles: ['doctor'], denied: 'doctor.notificationsOnly' },
      schema: {
        ...secured,
        summary: "The doctor's email preferences",
        response: { 200: DoctorNotifications, ...errors },
      },
    },
    async (req) => {
      const d = accountOf(req);
      return { reviewDigest: d.reviewDigest };
    },
  );

  app.put(
    '/doctor/notifications',
    {
      config: { roles: ['doctor'], denied: 'doctor.notificationsOnly' },
      schema: {
        ...secured,
        summary: "Save the doctor's email preferences (the daily digest of questionnaires awaiting review)",
        body: DoctorNotifications,
        response: { 200: DoctorNotifications, ...errors },
      },
    },
    async (req) => {
      const d = accountOf(req);
      await setReviewDigest(db, d.id, req.body.reviewDigest);
      await audit(db, req, 'doctor.notifications.write', `account:${d.id}`);
      return req.body;
    },
  );
};
