import { Admin, CreateAdmin } from '../contracts';
import { asAdmin, type AdminContext } from './people';
import { peopleRoutes } from './people-routes';

/** GET/POST admin, GET admin/{email}: clinic admins, managed by the superadmin only. */
export const adminRoutes = (ctx: AdminContext) =>
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
