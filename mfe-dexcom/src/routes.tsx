import { Route, Routes } from 'react-router-dom';
import { ReturnByRole } from './features/return/ReturnByRole';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<ReturnByRole />} />
    </Routes>
  );
}
