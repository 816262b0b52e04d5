import type { Role } from '@dcp/shared/contracts';

export interface NavItem {
  /** react-intl message id of the label (shared catalogue). */
  labelId: string;
  path: string;
  /** Opens in a new tab (doctor Help). */
  external?: boolean;
  /** Other pages of the same section (the doctor's results belong to Patients). */
  also?: readonly string[];
}

const item = (key: string, path: string, external?: boolean): NavItem =>
  external ? { labelId: `shared.nav.${key}`, path, external } : { labelId: `shared.nav.${key}`, path };

/** The sidebars of req A§2 "Navigation", as data. */
export const NAVIGATION: Record<Role, readonly NavItem[]> = {
  superadmin: [
    item('reports', '/superadmin/results'),
    item('clinics', '/superadmin/clinics-list'),
    item('admins', '/superadmin/admins-list'),
    item('superadmins', '/superadmin/superadmins-list'),
    item('doctors', '/doctors-list'),
    item('patients', '/patients-list'),
    item('audit', '/superadmin/audit'),
    item('erasures', '/superadmin/erasure-requests'),
  ],
  admin: [
    item('doctors', '/admin/doctors-list'),
    item('patients', '/admin/patients-list'),
    item('audit', '/admin/audit'),
    item('erasures', '/admin/erasure-requests'),
    item('clinic', '/admin/clinic'),
    // Beyond req A§2: the clinic at a glance (issue 42 point 4).
    item('overview', '/admin/overview'),
  ],
  doctor: [
    { ...item('patients', '/doctor/users-list'), also: ['/doctor/survey-results'] },
    // Beyond req A§2: the doctor's own patients at a glance (issue 42 point 4).
    item('myOverview', '/doctor/overview'),
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
    // Beyond req A§2: the patient's own glucose, reachable whatever their questionnaires' stage (issue 36
    // point 5; Home redirects to Results while nothing is completed, req G§2).
    item('glucose', '/dexcom/glucose'),
    item('resources', '/patient/resources'),
  ],
  unauthorized: [],
};

/** The sidebar of a role; restricted users have none. */
export function navFor(role: Role, options: { restricted?: boolean } = {}): readonly NavItem[] {
  return options.restricted ? [] : NAVIGATION[role];
}

/** How much of `path` a section prefix covers: its length when it is the path or a parent of it. */
function covers(prefix: string, path: string): number {
  return path === prefix || path.startsWith(`${prefix}/`) ? prefix.length : -1;
}

/**
 * The one entry to highlight for `path`: the most specific section containing it (patient/results/:id
 * is Results; doctor/resources/t1 is T1, not Resources); of two entries with the same address the
 * first (Resources, not Common). None when the page is in no section.
 */
export function currentItem(items: readonly NavItem[], path: string): NavItem | undefined {
  let best: NavItem | undefined;
  let bestLength = -1;
  for (const i of items) {
    if (i.external) continue;
    const length = Math.max(...[i.path, ...(i.also ?? [])].map((p) => covers(p, path)));
    if (length > bestLength) {
      best = i;
      bestLength = length;
    }
  }
  return best;
}
