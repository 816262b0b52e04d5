import { Navigate, Route, Routes } from 'react-router-dom';
import {
  AddPersonButton,
  AuditTrailPage,
  PatientListPage,
  PeopleListPage,
  PersonProfilePage,
  profileUrl,
} from '@dcp/shared/people';
import { ResultsPage } from './features/results/ResultsPage';
import { ClinicsListPage } from './features/clinics/ClinicsListPage';
import { ClinicProfilePage } from './features/clinics/ClinicProfilePage';

const list = (
  kind: 'admin' | 'doctor',
  titleId: string,
  profileBase: string,
  columns?: ('email' | 'clinic')[],
) => <PeopleListPage kind={kind} titleId={titleId} profileBase={profileBase} columns={columns} />;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/superadmin/results" element={<ResultsPage />} />
      <Route path="/superadmin/audit" element={<AuditTrailPage />} />
      <Route path="/superadmin/clinics-list" element={<ClinicsListPage />} />
      <Route path="/superadmin/clinic-profile/:id?" element={<ClinicProfilePage />} />
      <Route
        path="/superadmin/admins-list"
        element={list('admin', 'superadmin.admins.title', '/admin-profile', ['email', 'clinic'])}
      />
      <Route
        path="/admin-profile/:id?"
        element={<PersonProfilePage kind="admin" listPath="/superadmin/admins-list" />}
      />
      <Route
        path="/doctors-list"
        element={list('doctor', 'superadmin.doctors.title', '/doctor-profile', ['email'])}
      />
      <Route
        path="/doctor-profile/:id?"
        element={<PersonProfilePage kind="doctor" listPath="/doctors-list" />}
      />
      <Route
        path="/patients-list"
        element={
          <PatientListPage
            titleId="superadmin.patients.title"
            hrefOf={(p) => profileUrl('/patient-profile', p.id)}
            actions={({ reload }) => <AddPersonButton kind="patient" onCreated={reload} />}
            showClinic
          />
        }
      />
      <Route
        path="/patient-profile/:id?"
        element={<PersonProfilePage kind="patient" listPath="/patients-list" />}
      />
      <Route path="/superadmin" element={<Navigate to="/superadmin/results" replace />} />
      <Route path="*" element={<Navigate to="/superadmin/results" replace />} />
    </Routes>
  );
}
