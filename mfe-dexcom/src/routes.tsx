import { Route, Routes } from 'react-router-dom';
import { CallbackPage } from './features/connect/CallbackPage';
import { ConnectPage } from './features/connect/ConnectPage';
import { AuthCallbackPage, ErrorPage, SuccessPage } from './features/connect/ResultPages';
import { GlucosePage } from './features/glucose/GlucosePage';
import { ReturnByRole } from './features/return/ReturnByRole';
import { WidgetHandshakePage } from './features/widget/WidgetHandshakePage';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/dexcom/auth" element={<ConnectPage />} />
      <Route path="/dexcom/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/dexcom/callback" element={<CallbackPage />} />
      <Route path="/dexcom/success" element={<SuccessPage />} />
      <Route path="/dexcom/error" element={<ErrorPage />} />
      <Route path="/dexcom/glucose" element={<GlucosePage />} />
      <Route path="/dexcom/widget" element={<WidgetHandshakePage />} />
      <Route path="*" element={<ReturnByRole />} />
    </Routes>
  );
}
