// Every route of the API and what each is given (database, config, outbox, tokens), in registration
// order — an order that matters in places (the comments say where). Apart from server.ts (start-up:
// database, jobs, hooks) and server-http.ts (headers, CORS, OpenAPI) so each reads alone.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db';
import type { Background } from './jobs';
import { createIdTokenVerifier } from './identity/verify';
import { afterPasswordSet } from './auth/password-resets';
import { identityProxy } from './identity/browser-proxy';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/user';
import { adminRoutes } from './routes/admin';
import { clinicRoutes } from './routes/clinic';
import { erasureRoutes } from './routes/erasure';
import { doctorRoutes } from './routes/doctor';
import { staffRoutes } from './routes/staff';
import { patientLeftRoutes } from './routes/patients/left';
import { secondFactorRoutes } from './routes/second-factor';
import { glucoseRecencyRoutes } from './routes/glucose-recency';
import { overviewRoutes } from './routes/overview';
import { doctorLinkRoutes } from './routes/doctor-link';
import { doctorNotificationRoutes } from './routes/doctor-notifications';
import { reminderRoutes } from './routes/reminders';
import { signUpRoutes } from './routes/signup';
import { passwordRoutes } from './routes/password';
import { patientListRoutes } from './routes/patients/patient-list';
import { visitRoutes } from './routes/visit';
import { patientRoutes } from './routes/patients/user-by-id';
import { bulkSignupRoutes } from './routes/patients/bulk-signup';
import { registerAbuseLimits } from './limits';
import { exportRoutes } from './routes/export';
import { fhirRoutes } from './routes/fhir';
import { ownDataRoutes } from './routes/own-data';
import { auditRoutes } from './routes/audit';
import { registerMetrics } from './metrics';
import { healthRoutes } from './routes/health';
import { publishAuditHead, sealLegacyRows } from './audit';
import { noteRoutes } from './routes/note';
import { dexcomRoutes } from './routes/dexcom';
import { resourceRoutes } from './routes/resources';
import { surveyRoutes } from './routes/survey';
import { surveyAnswersRoutes } from './routes/survey-answers';
import { surveyCareRoutes } from './routes/survey-care';
import { surveyInstanceRoutes } from './routes/survey-instance';
import { surveyAssignmentRoutes } from './routes/survey-assignment';
import { arrivalRoutes } from './routes/arrival';

export interface RouteDeps {
  config: Config;
  database: Database;
  /** The job queue and the e-mail outbox. */
  background: Background;
  /** The audit chain's HMAC key. */
  auditKey: Buffer;
}

/** Registers every route (and the limits, metrics and identity proxy the routes rely on). */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { config, database, background: bg, auditKey } = deps;
  await app.register(healthRoutes, { database });
  if (config.metrics && config.metricsPort !== undefined)
    registerMetrics(
      app,
      { database, jobs: () => bg.jobs, mailPending: () => bg.outbox.pending() },
      { port: config.metricsPort, host: config.host },
    );
  // Before the routes: they take their limits from it (issue 12 point 1).
  await registerAbuseLimits(app, database.db, config.rateLimits);
  // Embedded identity: the browser's only way to it (allow-listed user actions; docs/security.md).
  if (config.identity.endpoint && config.identity.allowLocalIssuer) {
    await app.register(identityProxy, {
      db: database.db,
      identity: config.identity,
      limits: config.signInLimits,
      afterPasswordSet,
    });
  }
  const verify = createIdTokenVerifier(config.identity);
  void verify.warm();
  await app.register(authRoutes, {
    db: database.db,
    verify,
    sessionTtlHours: config.sessionTtlHours,
    secondFactor: {
      db: database.db,
      identity: config.identity,
      staffRequired: config.staffTotpRequired,
    },
  });
  await app.register(userRoutes, { db: database.db });
  const adminCtx = { db: database.db, config, outbox: bg.outbox };
  await app.register(arrivalRoutes, { db: database.db, sessionTtlHours: config.sessionTtlHours });
  await app.register(surveyAssignmentRoutes(adminCtx));
  await app.register(signUpRoutes, { db: database.db, sessionTtlHours: config.sessionTtlHours });
  // Surveys and care (issue 4); the export's static path wins over surveyInstance/:id.
  for (const routes of [
    surveyRoutes,
    surveyInstanceRoutes,
    surveyAnswersRoutes,
    noteRoutes,
    resourceRoutes,
    exportRoutes,
    fhirRoutes,
    ownDataRoutes,
    auditRoutes,
    patientListRoutes,
    visitRoutes,
  ]) {
    await app.register(routes, { db: database.db });
  }
  // Rows are chained as they are written; rows from before the keyed chain are sealed once, and the
  // head is logged at start and by the audit.head job (issue 23 point 6).
  await sealLegacyRows(database.db, auditKey);
  await publishAuditHead(database.db, app.log);
  await app.register(surveyCareRoutes, {
    db: database.db,
    outbox: bg.outbox,
    portalOrigin: config.portalOrigin,
  });
  await app.register(clinicRoutes(adminCtx));
  await app.register(erasureRoutes(adminCtx));
  await app.register(adminRoutes(adminCtx));
  await app.register(doctorRoutes(adminCtx));
  await app.register(staffRoutes(adminCtx));
  await app.register(patientLeftRoutes(adminCtx));
  await app.register(secondFactorRoutes(adminCtx));
  await app.register(glucoseRecencyRoutes(adminCtx));
  await app.register(overviewRoutes(adminCtx));
  await app.register(doctorLinkRoutes(adminCtx));
  await app.register(doctorNotificationRoutes, { db: database.db });
  await app.register(reminderRoutes, {
    db: database.db,
    tokens: bg.reminderTokens,
    outbox: bg.outbox,
    portalOrigin: config.portalOrigin,
  });
  await app.register(patientRoutes(adminCtx));
  await app.register(bulkSignupRoutes(adminCtx));
  await app.register(passwordRoutes(adminCtx));
  await app.register(dexcomRoutes, { db: database.db, config });
}
