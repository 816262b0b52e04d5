import { Navigate, Route, Routes } from 'react-router-dom';
import { SendWaitingAnswers } from '@dcp/shared/survey';
import { HomePage } from './features/home/HomePage';
import { ArrivalPage, ContinueArrival } from './features/arrival';
import { ResultDetails } from './features/results';
import { ResultsPage } from './features/results/ResultsPage';
import { SurveyPage } from './features/survey/SurveyPage';
import { SurveyPickerPage } from './features/survey/SurveyPickerPage';
import { NotesPage } from './features/notes/NotesPage';
import { ResourcesPage } from './features/resources/ResourcesPage';
import { OneTimeLandingPage, OneTimeSurveyPage } from './features/one-time/OneTimePages';
import { StopRemindersPage } from './features/reminders/StopRemindersPage';
import { DeleteAccountPage } from './features/account/DeleteAccountPage';

export function AppRoutes() {
  return (
    <>
      {/* Answers given offline go when the connection returns, whichever page is open (issue 25). */}
      <SendWaitingAnswers />
      <Routes>
        <Route
          path="/patient/home"
          element={
            <ContinueArrival>
              <HomePage />
            </ContinueArrival>
          }
        />
        <Route path="/patient/results" element={<ResultsPage />} />
        <Route path="/patient/results/:id" element={<ResultsPage />} />
        <Route path="/patient/notes" element={<NotesPage />} />
        <Route path="/patient/resources" element={<ResourcesPage />} />
        <Route path="/patient/account/delete" element={<DeleteAccountPage />} />
        <Route path="/survey" element={<SurveyPickerPage />} />
        <Route path="/survey/:id" element={<SurveyPage resultsOf={(id) => <ResultDetails id={id} />} />} />
        {/* The invitation link; the static patient/... routes above rank before this parameter. */}
        <Route path="/patient/:token" element={<ArrivalPage />} />
        <Route path="/stop-reminders/:token" element={<StopRemindersPage />} />
        <Route path="/one-time" element={<OneTimeLandingPage />} />
        <Route path="/one-time/survey" element={<OneTimeSurveyPage />} />
        {/* Until a sidebar entry's own screen exists it leads to the landing page, never to a dead link. */}
        <Route path="*" element={<Navigate to="/patient/home" replace />} />
      </Routes>
    </>
  );
}
