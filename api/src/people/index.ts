// People (req A§6–7): clinics and their scoping, account creation, list and lookup queries. The
// route plugins validate, authorize and shape responses; the queries live here.
export * from './accounts';
export * from './clinics';
export * from './create';
export * from './creation-audit';
export * from './demographics';
export * from './list';
export * from './assignment';
export * from './patient-list';
export * from './patient-list-cache';
export { computeListRows, refreshListRow, refreshClinicRows } from './patient-list-rows';
export * from './patients';
export * from './staff';
export * from './patient-left';
export * from './urgent';
export * from './superadmins';
export * from './handovers';
