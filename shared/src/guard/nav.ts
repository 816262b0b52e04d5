import type { Role } from '@dcp/shared/contracts';

export interface NavItem {
  /** react-intl message id of the label (shared catalogue). */
  labelId: string;
  path: string;
  /** Opens in a new tab (doctor Help). */
  external?: boolean;
}

const item = (key: string, path: string, external?: boolean): NavItem =>
  external ? { labelId: `shared.nav.${key}`, path, external } : { labelId: `shared.nav.${key}`, path };

/** The sidebars of doc 1 §2 "Navigation", as data. */
export const NAVIGATION: Record<Role, readonly NavItem[]> = {
  superadmin: [
    item('reports', '/superadmin/results'),
    item('clinics', '/superadmin/clinics-list'),
    item('admins', '/superadmin/admins-list'),
    item('doctors', '/doctors-list'),
    item('patients', '/patients-list'),
    item('audit', '/superadmin/audit'),
  ],
  admin: [
    item('doctors', '/admin/doctors-list'),
    item('patients', '/admin/patients-list'),
    item('audit', '/admin/audit'),
  ],
  doctor: [
    item('patients', '/doctor/users-list'),
    item('resources', '/doctor/resources'),
    item('spanishResources', '/doctor/es-ES/resources'),
    item('t1', '/doctor/resources/t1'),
    item('t2', '/doctor/resources/t2'),
    item('pre', '/doctor/resources/pre'),
    item('hcp', '/doctor/resources/hcp'),
    item('childrenAndParents', '/doctor/resources/children-and-parents'),
    // The seed lists no sub-page for Common: it is the general resources page under its own label.
    item('common', '/doctor/resources'),
    item('help', '/doctor/help', true),
    item('research', '/doctor/research'),
  ],
  patient: [
    item('home', '/patient/home'),
    item('notes', '/patient/notes'),
    item('results', '/patient/results'),
    item('resources', '/patient/resources'),
  ],
  unauthorized: [],
};

/** The sidebar of a role; restricted users have none. */
export function navFor(role: Role, options: { restricted?: boolean } = {}): readonly NavItem[] {
  return options.restricted ? [] : NAVIGATION[role];
}
