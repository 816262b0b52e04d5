import { Navigate, Route, Routes } from 'react-router-dom';
import {
  AddPersonButton,
  AuditTrailPage,
  PatientListPage,
  PeopleListPage,
  PersonProfilePage,
  profileUrl,
} from '@dcp/shared/people';
import { ClinicSettingsPage } from './features/settings/ClinicSettingsPage';

/** The admin's clinic: doctors and patients (the API scopes every call to the token's clinic). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/doctors-list"
        element={
          <PeopleListPage
            kind="doctor"
            titleId="admin.doctors.title"
            profileBase="/admin/doctor-profile"
            columns={['email']}
          />
        }
      />
      <Route
        path="/admin/doctor-profile/:id?"
        element={
          <PersonProfilePage
            kind="doctor"
            listPath="/admin/doctors-list"
            superadminListPath="/doctors-list"
          />
        }
      />
      <Route
        path="/admin/patients-list"
        element={
          <PatientListPage
            titleId="admin.patients.title"
            hrefOf={(p) => profileUrl('/admin/patient-profile', p.id)}
            actions={({ reload }) => <AddPersonButton kind="patient" onCreated={reload} />}
          />
        }
      />
      <Route
        path="/admin/patient-profile/:id?"
        element={
          <PersonProfilePage
            kind="patient"
            listPath="/admin/patients-list"
            superadminListPath="/patients-list"
          />
        }
      />
      <Route path="/admin/audit" element={<AuditTrailPage />} />
      <Route path="/admin/clinic-settings" element={<ClinicSettingsPage />} />
      <Route path="*" element={<Navigate to="/admin/doctors-list" replace />} />
    </Routes>
  );
}
