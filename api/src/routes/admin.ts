import { Admin, CreateAdmin } from '../contracts';
import type { PeopleContext } from '../people';
import { asAdmin, peopleRoutes } from './people-routes';

/** GET/POST admin, GET admin/{id}: clinic admins, managed by the superadmin only. */
export const adminRoutes = (ctx: PeopleContext) =>
  peopleRoutes({
    ctx,
    path: 'admin',
    role: 'admin',
    item: Admin,
    view: asAdmin,
    readers: ['superadmin'],
    creators: ['superadmin'],
    body: CreateAdmin,
    clinicOf: (b) => b.clinicCode,
  });
