import { Navigate, Route, Routes } from 'react-router-dom';
import { RoleSelectPage } from './features/sign-in/RoleSelectPage';
import { StaffSignInPage } from './features/sign-in/StaffSignInPage';
import { RegistrationPage } from './features/sign-in/RegistrationPage';
import { SignOutPage } from './features/sign-in/SignOutPage';
import { TermsPage } from './features/onboarding/TermsPage';
import { DocsIndexPage, PolicyPage } from './features/docs/DocsPages';
import { POLICY_NAMES } from './features/docs/policies';
import { ForgotPasswordPage } from './features/password/ForgotPasswordPage';
import { ResetPasswordPage } from './features/password/ResetPasswordPage';
import { ChangePasswordPage } from './features/password/ChangePasswordPage';
import { InitialSurveyPage } from './features/initial-survey/InitialSurveyPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<RoleSelectPage />} />
      <Route path="/sign-in-admin" element={<StaffSignInPage pool="admin" />} />
      <Route path="/sign-in-superadmin" element={<StaffSignInPage pool="superadmin" />} />
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
