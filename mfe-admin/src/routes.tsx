import { Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from './features/home/HomePage';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/doctors-list" element={<HomePage />} />
      {/* Until a sidebar entry's own screen exists it leads to the landing page, never to a dead link. */}
      <Route path="*" element={<Navigate to="/admin/doctors-list" replace />} />
    </Routes>
  );
}
