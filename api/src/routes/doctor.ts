import { CreateDoctor, Doctor } from '../contracts';
import type { PeopleContext } from '../people';
import { asDoctor, peopleRoutes } from './people-routes';

/** GET/POST doctor, GET doctor/{email}: the superadmin for every clinic, an admin for its own. */
export const doctorRoutes = (ctx: PeopleContext) =>
  peopleRoutes({
    ctx,
    path: 'doctor',
    role: 'doctor',
    item: Doctor,
    view: asDoctor,
    readers: ['superadmin', 'admin'],
    creators: ['superadmin', 'admin'],
    body: CreateDoctor,
    clinicOf: (b) => b.clinicId,
  });
