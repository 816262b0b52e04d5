import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@dcp/shared/ui';
import { RoleSelectPage } from './features/sign-in/RoleSelectPage';
import { StaffSignInPage } from './features/sign-in/StaffSignInPage';
import { HiddenOnceSignedIn } from './features/sign-in/HiddenOnceSignedIn';
import { SignOutPage } from './features/sign-in/SignOutPage';
import { POLICY_NAMES } from './features/docs/policies';

function Loading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'auth.page.loading' })} />;
}

/**
 * A page in its own chunk, loaded when first opened: the sign-in screens (the portal's first screen,
 * issue 16's ≤ 250 KiB) download only themselves. The first questionnaire's chunk also brings the
 * survey kit (@dcp/shared/survey); the password, sign-up and policy pages are each a few KiB.
 */
function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((c) => ({ default: c })));
  return function LaterPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

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
