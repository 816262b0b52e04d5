import { z } from 'zod';
import { example } from './core';

/**
 * GET/PUT doctor/notifications: the doctor's e-mail preferences. reviewDigest: a daily e-mail when
 * patients' questionnaires await review (sent only on a day something new arrived; on by default).
 */
export const DoctorNotifications = z.object({ reviewDigest: z.boolean() });
export type DoctorNotifications = z.infer<typeof DoctorNotifications>;
/*#__PURE__*/ example(DoctorNotifications, { reviewDigest: false });

/** Where the review digest e-mail leads: the doctor's list, only the patients awaiting review. */
export const REVIEW_LIST_PATH = '/doctor/users-list?awaiting=1';
