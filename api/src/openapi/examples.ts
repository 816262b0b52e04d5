import type { z } from 'zod';
import {
  ClinicGlucoseUnit,
  ArrivalRequest,
  CreateAdmin,
  CreateClinic,
  CreateDoctor,
  CreateNote,
  CreatePatient,
  CreateSurveyInstance,
  DexcomToken,
  DexcomWidgetSessionBody,
  DoctorNotifications,
  GlucoseSyncBody,
  ForgotPasswordRequest,
  IMPORT_TEMPLATE,
  JwtRequest,
  GlucoseUnitRequest,
  LocaleRequest,
  ResetCodeRequest,
  ResetPasswordRequest,
  RestrictedSignUp,
  SaveSignUpLinkSettings,
  SaveAnswers,
  SaveCarePlan,
  SaveConclusions,
  SaveRecommendations,
  UpdateNote,
  SupportContact,
  SetPatientDoctors,
  HandoverRequest,
  StaffChangeRequest,
  PatientLeave,
  ReminderOptOut,
  SaveReminderSettings,
  ErasureDecision,
  ClinicGlucoseRecency,
  GlucoseTargets,
  ClinicSecondFactor,
  SecondFactorResetRequest,
  ErasureSettings,
} from '../contracts';

/** An example typed by the body's contract (what a client sends, before defaults apply). */
const body = <S extends z.ZodType>(_schema: S, value: z.input<S>) => value;

const clinicId = '2f1c7a52-6a4e-4d6b-9a44-0d3e5b6c7d81';

/**
 * One request-body example per operation, by operationId. Typed by the contracts; Spectral also
 * checks each against the served schema, and a test fails when an operation with a body has none.
 */
export const REQUEST_EXAMPLES: Record<string, unknown> = {
  postAuthJwt: body(JwtRequest, { token: 'eyJraWQiOi…the Cognito ID token…' }),
  postAuthPasswordChanged: body(JwtRequest, {
    token: 'eyJraWQiOi…an ID token from signing in with the new password…',
  }),
  postAuthPasswordForgot: body(ForgotPasswordRequest, { email: 'patient@demo.test', method: 'code' }),
  postAuthPasswordResetCode: body(ResetCodeRequest, {
    email: 'patient@demo.test',
    code: 'K7QM-3XPA',
    newPassword: 'NewPass#2026',
  }),
  postAuthPasswordReset: body(ResetPasswordRequest, {
    token: 'the-token-from-the-reset-link-abcdef',
    newPassword: 'NewPass#2026',
  }),
  postAuthArrival: body(ArrivalRequest, { token: 'the-token-from-the-invitation-link-abcdef' }),
  postApiDexcomToken: body(DexcomToken, {
    code: 'the-code-from-the-dexcom-redirect',
    state: 'the-state-from-the-dexcom-redirect',
    cgmDataConsent: true,
  }),
  postApiDexcomGlucoseSync: body(GlucoseSyncBody, {}),
  postApiDexcomWidgetSession: body(DexcomWidgetSessionBody, { origin: 'https://www.clinic.example' }),
  postUserThisLocale: body(LocaleRequest, { locale: 'es-ES' }),
  putUserThisGlucoseUnit: body(GlucoseUnitRequest, { glucoseUnit: 'mmol/L' }),
  putClinicByIdGlucoseUnit: body(ClinicGlucoseUnit, { glucoseUnit: 'mmol/L' }),
  putDoctorSignUpLink: body(SaveSignUpLinkSettings, { allowAnonymous: true }),
  putDoctorNotifications: body(DoctorNotifications, { reviewDigest: false }),
  postAuthUserRestrictedSurveyBound: body(RestrictedSignUp, {
    surveyId: 'survey-t1-adult',
    firstName: 'Rita',
    lastName: 'Ramos',
    email: 'rita.ramos@example.com',
    dateOfBirth: 326203200000,
    anonymous: true,
    doctorRefToken: 'q0Wm5Qy8VqNw3mG1b2Zr7c9xK4tHj6LpA0sD3fE5gH7',
  }),
  postClinic: body(CreateClinic, { name: 'Riverside Clinic', locale: 'en-GB' }),
  putClinicByIdSupportContact: body(SupportContact, {
    supportContactEn: 'Call the clinic on 020 7946 0000 (weekdays 9–17) or NHS 111 at any time.',
    supportContactEs:
      'Llame a la clínica al 910 000 000 (laborables de 9 a 17) o al 112 en cualquier momento.',
  }),
  putClinicByIdReminders: body(SaveReminderSettings, {
    surveys: [{ surveyId: 'type2-v1', firstDays: 3, secondDays: 7 }],
  }),
  postErasureRequestByIdApprove: body(ErasureDecision, {
    reason: 'Asked in writing on 2 March; no open care plan',
  }),
  postErasureRequestByIdDecline: body(ErasureDecision, {
    reason: 'An open safeguarding review must finish first',
  }),
  putClinicByIdErasure: body(ErasureSettings, { retentionYears: 8, twoPerson: false }),
  putClinicByIdSecondFactor: body(ClinicSecondFactor, { doctorsRequired: true }),
  putClinicByIdGlucoseRecency: body(ClinicGlucoseRecency, { noDataHours: 48 }),
  putUserByIdGlucoseTargets: body(GlucoseTargets, { targets: 'pregnancy' }),
  postDoctorByIdSecondFactorReset: body(SecondFactorResetRequest, {
    reason: 'Phone lost; identity checked in person at the clinic desk',
  }),
  postAdminByIdSecondFactorReset: body(SecondFactorResetRequest, {
    reason: 'New phone; identity checked on a video call with the clinic manager',
  }),
  postUserByIdSecondFactorReset: body(SecondFactorResetRequest, {
    reason: 'Patient lost their phone; identity checked at the appointment',
  }),
  postRemindersOptOut: body(ReminderOptOut, { token: 'm8xW0f3kQ1e2R7d9yT6u5g.Yp4sN2cV8bL1kJ7hG3fD9a' }),
  postRemindersOptIn: body(ReminderOptOut, { token: 'm8xW0f3kQ1e2R7d9yT6u5g.Yp4sN2cV8bL1kJ7hG3fD9a' }),
  postAdmin: body(CreateAdmin, {
    email: 'admin@riverside.test',
    firstName: 'Ana',
    lastName: 'Ruiz',
    clinicCode: clinicId,
  }),
  postDoctor: body(CreateDoctor, {
    email: 'doctor@riverside.test',
    firstName: 'Sam',
    lastName: 'Lee',
    locale: 'en-GB',
  }),
  postUser: body(CreatePatient, {
    email: 'patient@riverside.test',
    firstName: 'Kim',
    lastName: 'Patel',
    surveyId: 'type2-v1',
  }),
  postUserBulkSignup: IMPORT_TEMPLATE,
  postSurveyInstance: body(CreateSurveyInstance, {
    doctorEmail: 'doctor@demo.test',
    userEmail: 'patient@demo.test',
    surveyId: 'type2-v1',
  }),
  putUserByIdDoctors: body(SetPatientDoctors, { doctors: ['doctor@demo.test'] }),
  postDoctorByIdDeactivate: body(StaffChangeRequest, { reason: 'Left the clinic at the end of June' }),
  postDoctorByIdReactivate: body(StaffChangeRequest, { reason: 'Back from leave' }),
  postAdminByIdDeactivate: body(StaffChangeRequest, { reason: 'Moved to another clinic' }),
  postAdminByIdReactivate: body(StaffChangeRequest, {}),
  postSuperadminByIdDeactivate: body(StaffChangeRequest, { reason: 'Left the company' }),
  postSuperadminByIdReactivate: body(StaffChangeRequest, { reason: 'Back from leave' }),
  postUserByIdLeave: body(PatientLeave, { reason: 'Moved to another city' }),
  postDoctorByIdHandover: body(HandoverRequest, { toDoctorId: '6b0d8f0e-3f4a-4c6e-9b1d-2a7c5e8f9a10' }),
  putSurveyInstanceById: body(SaveAnswers, {
    answers: [
      { question: { id: 'psych.1' }, answer: { id: 'psych.1.1' } },
      { question: { id: 'other.1' }, answer: { answer: 'I forget my evening tablets' } },
    ],
  }),
  putSurveyInstanceByIdRecommendations: body(SaveRecommendations, {
    recommendations: [{ id: 'rec-diet', answerIds: ['1', '3'] }],
  }),
  putSurveyInstanceByIdConclusion: body(SaveConclusions, {
    conclusions: [{ id: 'c-diet', text: 'Meet the dietitian within a month' }],
    complete: true,
  }),
  putSurveyInstanceByIdCarePlan: body(SaveCarePlan, {
    recommendations: [{ id: 'rec-diet', answerIds: ['1', '3'] }],
    conclusions: [{ id: 'c-diet', text: 'Meet the dietitian within a month' }],
    complete: true,
  }),
  postNote: body(CreateNote, { text: 'Felt dizzy after the morning walk' }),
  putNoteById: body(UpdateNote, { text: 'Felt dizzy after the morning walk; better after lunch' }),
};
