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
const AuthenticatorAppPage = later(() =>
  import('./features/sign-in/AuthenticatorAppPage').then((m) => m.AuthenticatorAppPage),
);
const TermsPage = later(() => import('./features/onboarding/TermsPage').then((m) => m.TermsPage));
const DocsIndexPage = later(() => import('./features/docs/DocsPages').then((m) => m.DocsIndexPage));
const PolicyPage = later(() => import('./features/docs/DocsPages').then((m) => m.PolicyPage));

/**
 * The pages the build pre-renders to HTML, in both languages (issue 27 point 1): every public page
 * whose first screen depends on nothing but its path (a reset link's token, sign-out and the
 * password change need the person's own state).
 */
export const PRERENDERED_PATHS = [
  '/login',
  '/sign-in-admin',
  '/sign-in-superadmin',
  '/registration-admin',
  '/registration-doctor',
  '/registration-patient',
  '/registration-superadmin',
  '/forgot-password',
  '/docs',
  ...POLICY_NAMES.map((name) => `/docs/${name}`),
];

/** Loads the chunk of a page opened directly, before the remote's first render (remoteLifecycles). */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  if (pathname.startsWith('/registration-')) return RegistrationPage.preload();
  if (pathname === '/forgot-password') return ForgotPasswordPage.preload();
  if (pathname.startsWith('/reset-password/')) return ResetPasswordPage.preload();
  if (pathname === '/docs') return DocsIndexPage.preload();
  if (pathname.startsWith('/docs/')) return PolicyPage.preload();
  return undefined;
}

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
      <Route path="/registration-superadmin" element={<RegistrationPage pool="superadmin" />} />
      <Route path="/sign-out" element={<SignOutPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route path="/authenticator-app" element={<AuthenticatorAppPage />} />
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
