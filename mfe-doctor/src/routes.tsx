import { Navigate, Route, Routes } from 'react-router-dom';
import { DoctorPatientListPage } from './features/patient-list/DoctorPatientListPage';
import { SurveyResultsPage } from './features/survey-results/SurveyResultsPage';
import { ResourcesPage } from './features/resources/ResourcesPage';
import { ResearchPage } from './features/research/ResearchPage';
import { HelpPage } from './features/help/HelpPage';
import { DoctorOverviewPage } from './features/overview/DoctorOverviewPage';
import { later } from '@dcp/shared/spa';

// The one-pager and trends are opened for one patient at a time: their own chunks, off the list's bytes.
const VisitSummaryPage = later(() =>
  import('./features/visit/VisitSummaryPage').then((m) => m.VisitSummaryPage),
);
const TrendsPage = later(() => import('./features/visit/TrendsPage').then((m) => m.TrendsPage));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/doctor/users-list" element={<DoctorPatientListPage />} />
      <Route path="/doctor/survey-results" element={<SurveyResultsPage />} />
      <Route path="/doctor/survey-results/:id" element={<SurveyResultsPage />} />
      <Route path="/doctor/patients/:id/summary" element={<VisitSummaryPage />} />
      <Route path="/doctor/patients/:id/trends" element={<TrendsPage />} />
      <Route path="/doctor/resources" element={<ResourcesPage />} />
      <Route path="/doctor/resources/:group" element={<ResourcesPage />} />
      <Route path="/doctor/es-ES/resources" element={<ResourcesPage locale="es-ES" />} />
      <Route path="/doctor/research" element={<ResearchPage />} />
      <Route path="/doctor/help" element={<HelpPage />} />
      <Route path="/doctor/overview" element={<DoctorOverviewPage />} />
      {/* Until a sidebar entry's own screen exists it leads to the landing page, never to a dead link. */}
      <Route path="*" element={<Navigate to="/doctor/users-list" replace />} />
    </Routes>
  );
}
