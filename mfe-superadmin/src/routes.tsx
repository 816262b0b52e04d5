import { Navigate, Route, Routes } from 'react-router-dom';
import { AuditPage } from './features/audit/AuditPage';
import { ClinicProfilePage } from './features/clinics/ClinicProfilePage';
import { ClinicsListPage } from './features/clinics/ClinicsListPage';
import { ErasureRequestsPage } from './features/erasure/ErasureRequestsPage';
import { PatientsPage } from './features/people/PatientsPage';
import { PeopleListPage } from './features/people/PeopleListPage';
import { ProfilePage } from './features/people/ProfilePage';
import { ResultsPage } from './features/results/ResultsPage';
import { SuperadminsPage } from './features/superadmins/SuperadminsPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/superadmin/results" element={<ResultsPage />} />
      <Route path="/superadmin/audit" element={<AuditPage />} />
      <Route path="/superadmin/erasure-requests" element={<ErasureRequestsPage />} />
      <Route path="/superadmin/superadmins-list" element={<SuperadminsPage />} />
      <Route path="/superadmin/clinics-list" element={<ClinicsListPage />} />
      <Route path="/superadmin/clinic-profile/:id?" element={<ClinicProfilePage />} />
      <Route
        path="/superadmin/admins-list"
        element={
          <PeopleListPage
            kind="admin"
            titleId="superadmin.admins.title"
            profileBase="/admin-profile"
            columns={['email', 'clinic']}
          />
        }
      />
      <Route
        path="/admin-profile/:id?"
        element={
          <ProfilePage kind="admin" titleId="superadmin.admins.profile" listPath="/superadmin/admins-list" />
        }
      />
      <Route
        path="/doctors-list"
        element={
          <PeopleListPage
            kind="doctor"
            titleId="superadmin.doctors.title"
            profileBase="/doctor-profile"
            columns={['email']}
          />
        }
      />
      <Route
        path="/doctor-profile/:id?"
        element={<ProfilePage kind="doctor" titleId="superadmin.doctors.profile" listPath="/doctors-list" />}
      />
      <Route path="/patients-list" element={<PatientsPage />} />
      <Route
        path="/patient-profile/:id?"
        element={
          <ProfilePage kind="patient" titleId="superadmin.patients.profile" listPath="/patients-list" />
        }
      />
      <Route path="/superadmin" element={<Navigate to="/superadmin/results" replace />} />
      <Route path="*" element={<Navigate to="/superadmin/results" replace />} />
    </Routes>
  );
}
