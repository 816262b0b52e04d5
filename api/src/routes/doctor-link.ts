import QRCode from 'qrcode';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { accountOf, signedInRoutes } from '../auth/plugin';
import {
  ErrorBody,
  QrCodeQuery,
  SaveSignUpLinkSettings,
  SignUpLinkSettings,
  SingleBurnQuery,
  SingleBurnResponse,
} from '../contracts';
import { HttpError } from '../http-errors';
import { phrase } from '../i18n';
import { LIMITED_RESPONSES, limitedRoute } from '../limits';
import { mediaResponse } from '../openapi/media';
import type { PeopleContext } from '../people';
import { docRefTokenOf, setAllowAnonymous, signUpLink } from '../signup/doctor-link';
import { createOneTimePatient } from '../signup/one-time';
import { assignableSurvey } from '../signup/surveys';
import { problems, signedIn } from './schema-parts';

const errors = problems(400, 401, 403, 404, 409);
const secured = signedIn();
/** What only doctors do here, as the refusal names it. */
type Action = 'signup.action.link' | 'signup.action.qr' | 'signup.action.oneTime';
const doctorsOnly = (action: Action) => ({
  roles: ['doctor'] as const,
  denied: phrase('signup.doctorsOnly', { action: phrase(action) }),
});

/** A doctor hands out links (req A§6): the sign-up link and its QR code, and one-time links. */
export const doctorLinkRoutes =
  (ctx: PeopleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;
    signedInRoutes(app, db);
    const doctorOf = (req: FastifyRequest) => {
      const d = accountOf(req);
      if (!d.clinicId) throw new HttpError(403, 'clinic.doctorWithout');
      return { ...d, clinicId: d.clinicId };
    };
    const settings = async (d: Parameters<typeof docRefTokenOf>[1], allowAnonymous: boolean) => {
      const token = await docRefTokenOf(db, d);
      return {
        allowAnonymous,
        link: signUpLink(config.portalOrigin, token, false),
        anonymousLink: allowAnonymous ? signUpLink(config.portalOrigin, token, true) : null,
      };
    };

    app.get(
      '/doctor/sign-up-link',
      {
        config: doctorsOnly('signup.action.link'),
        schema: {
          tags: ['doctor'],
          summary: "The doctor's sign-up links and whether patients may go straight to the survey",
          ...secured,
          response: { 200: SignUpLinkSettings, ...errors },
        },
      },
      async (req) => {
        const d = doctorOf(req);
        await audit(db, req, 'doctor.sign-up-link.read', `account:${d.id}`);
        return settings(d, d.allowAnonymous);
      },
    );

    app.put(
      '/doctor/sign-up-link',
      {
        config: doctorsOnly('signup.action.link'),
        schema: {
          tags: ['doctor'],
          summary: "Save 'Allow patients to go straight to survey without sign-up' for the doctor",
          ...secured,
          body: SaveSignUpLinkSettings,
          response: { 200: SignUpLinkSettings, ...errors },
        },
      },
      async (req) => {
        const d = doctorOf(req);
        await setAllowAnonymous(db, d.id, req.body.allowAnonymous);
        await audit(db, req, 'doctor.sign-up-link.write', `account:${d.id}`);
        return settings(d, req.body.allowAnonymous);
      },
    );

    app.get(
      '/doctor/qr-code',
      {
        config: doctorsOnly('signup.action.qr'),
        schema: {
          tags: ['doctor'],
          summary: "A PNG QR code of the doctor's sign-up link, or of its anonymous variant",
          ...secured,
          querystring: QrCodeQuery,
          response: { 200: mediaResponse('image/png', 'qr-code.png'), ...errors },
        },
      },
      async (req, reply) => {
        const d = doctorOf(req);
        const anonymous = req.query.allowAnonymous === 'true';
        if (anonymous && !d.allowAnonymous) {
          throw new HttpError(409, 'signup.turnOnAnonymous');
        }
        const link = signUpLink(config.portalOrigin, await docRefTokenOf(db, d), anonymous);
        const png = await QRCode.toBuffer(link, {
          type: 'png',
          errorCorrectionLevel: 'M',
          margin: 4,
          width: 512,
        });
        await audit(db, req, 'doctor.qr-code', `account:${d.id}`);
        return reply
          .header('content-type', 'image/png')
          .header('content-disposition', 'inline; filename="qr-code.png"')
          .send(png as never); // bytes, not a schema-checked body
      },
    );

    app.post(
      '/surveyInstance/singleBurn',
      {
        config: doctorsOnly('signup.action.oneTime'),
        ...limitedRoute.oneTimeLink(app),
        schema: {
          tags: ['surveyInstance'],
          summary: 'A one-time link: a single-survey patient with a login and password for one survey',
          description:
            'The credentials are answered once (for the modal) and mailed to the clinic; they are never stored in clear.',
          ...secured,
          querystring: SingleBurnQuery,
          response: { 201: SingleBurnResponse, ...errors, 422: ErrorBody, ...LIMITED_RESPONSES },
        },
      },
      async (req, reply) => {
        const d = doctorOf(req);
        const survey = assignableSurvey(req.query.surveyId);
        const made = await createOneTimePatient(ctx, req.log, d, survey);
        await audit(db, req, 'survey-instance.single-burn', `survey-instance:${made.instanceId}`);
        return reply.code(201).send({ userLogin: made.userLogin, userPassword: made.userPassword });
      },
    );
  };
