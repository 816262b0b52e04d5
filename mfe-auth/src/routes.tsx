import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { later } from '@dcp/shared/spa';
import { RoleSelectPage } from './features/sign-in/RoleSelectPage';
import { StaffSignInPage } from './features/sign-in/StaffSignInPage';
import { HiddenOnceSignedIn } from './features/sign-in/HiddenOnceSignedIn';
import { SignOutPage } from './features/sign-in/SignOutPage';
import { POLICY_NAMES } from './features/docs/policies';

const InitialSurveyPage = later(() =>
  import('./features/initial-survey/InitialSurveyPage').then((m) => m.InitialSurveyPage),
);
const RegistrationPage = later(() =>
  import('./features/sign-in/RegistrationPage').then((m) => m.RegistrationPage),
);
const ForgotPasswordPage = later(() =>
  import('./features/password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = later(() =>
  import('./features/password/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const ChangePasswordPage = later(() =>
  import('./features/password/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
const TermsPage = later(() => import('./features/onboarding/TermsPage').then((m) => m.TermsPage));
const DocsIndexPage = later(() => import('./features/docs/DocsPages').then((m) => m.DocsIndexPage));
const PolicyPage = later(() => import('./features/docs/DocsPages').then((m) => m.PolicyPage));

/** A sign-in page, gone the moment its sign-in succeeds (HiddenOnceSignedIn: no layout shift). */
const signInPage = (page: ReactNode) => <HiddenOnceSignedIn>{page}</HiddenOnceSignedIn>;

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
      <Route path="/initial-survey" element={<InitialSurveyPage />} />
      <Route path="/docs" element={<DocsIndexPage />} />
      {POLICY_NAMES.map((name) => (
        <Route key={name} path={`/docs/${name}`} element={<PolicyPage name={name} />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
