import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@dcp/shared/ui';
import { RoleSelectPage } from './features/sign-in/RoleSelectPage';
import { StaffSignInPage } from './features/sign-in/StaffSignInPage';
import { HiddenOnceSignedIn } from './features/sign-in/HiddenOnceSignedIn';
import { RegistrationPage } from './features/sign-in/RegistrationPage';
import { SignOutPage } from './features/sign-in/SignOutPage';
import { TermsPage } from './features/onboarding/TermsPage';
import { DocsIndexPage, PolicyPage } from './features/docs/DocsPages';
import { POLICY_NAMES } from './features/docs/policies';
import { ForgotPasswordPage } from './features/password/ForgotPasswordPage';
import { ResetPasswordPage } from './features/password/ResetPasswordPage';
import { ChangePasswordPage } from './features/password/ChangePasswordPage';

// The first questionnaire is the only page here that needs the survey kit (@dcp/shared/survey): loaded
// when opened, so the sign-in screens do not download it (issue 16).
const InitialSurveyPage = lazy(() =>
  import('./features/initial-survey/InitialSurveyPage').then((m) => ({ default: m.InitialSurveyPage })),
);

/** A sign-in page, gone the moment its sign-in succeeds (HiddenOnceSignedIn: no layout shift). */
const signInPage = (page: ReactNode) => <HiddenOnceSignedIn>{page}</HiddenOnceSignedIn>;

function InitialSurvey() {
  const intl = useIntl();
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'auth.initialSurvey.loading' })} />}>
      <InitialSurveyPage />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={signInPage(<RoleSelectPage />)} />
      <Route path="/sign-in-admin" element={signInPage(<StaffSignInPage pool="admin" />)} />
      <Route path="/sign-in-superadmin" element={signInPage(<StaffSignInPage pool="superadmin" />)} />
      <Route path="/registration-admin" element={<RegistrationPage pool="admin" />} />
      <Route path="/registration-doctor" element={<RegistrationPage pool="doctor" />} />
      <Route path="/registration-patient" element={<RegistrationPage pool="patient" />} />
      <Route path="/sign-out" element={<SignOutPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/terms-and-conditions" element={<TermsPage />} />
      <Route path="/initial-survey" element={<InitialSurvey />} />
      <Route path="/docs" element={<DocsIndexPage />} />
      {POLICY_NAMES.map((name) => (
        <Route key={name} path={`/docs/${name}`} element={<PolicyPage name={name} />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
