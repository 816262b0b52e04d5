import { Navigate, Route, Routes } from 'react-router-dom';
import { AuditPage } from './features/audit/AuditPage';
import { ClinicPage } from './features/clinic/ClinicPage';
import { ErasureRequestsPage } from './features/erasure';
import { OverviewPage } from './features/overview/OverviewPage';
import { DoctorsPage } from './features/people/DoctorsPage';
import { PatientsPage } from './features/people/PatientsPage';
import { RemindersPage } from './features/reminders';
import { ProfilePage } from './features/people/ProfilePage';

/** The admin's clinic: doctors and patients (the API scopes every call to the token's clinic). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/doctors-list" element={<DoctorsPage />} />
      <Route
        path="/admin/doctor-profile/:id?"
        element={
          <ProfilePage
            kind="doctor"
            titleId="admin.doctors.profile"
            listPath="/admin/doctors-list"
            superadminListPath="/doctors-list"
          />
        }
      />
      <Route path="/admin/patients-list" element={<PatientsPage />} />
      <Route
        path="/admin/patient-profile/:id?"
        element={
          <ProfilePage
            kind="patient"
            titleId="admin.patients.profile"
            listPath="/admin/patients-list"
            superadminListPath="/patients-list"
          />
        }
      />
      <Route path="/admin/audit" element={<AuditPage />} />
      <Route path="/admin/clinic" element={<ClinicPage />} />
      <Route path="/admin/clinic/reminders" element={<RemindersPage />} />
      <Route path="/admin/erasure-requests" element={<ErasureRequestsPage />} />
      <Route path="/admin/overview" element={<OverviewPage />} />
      <Route path="*" element={<Navigate to="/admin/doctors-list" replace />} />
    </Routes>
  );
}
