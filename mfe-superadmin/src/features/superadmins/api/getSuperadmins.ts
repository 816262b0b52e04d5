import { http } from '@dcp/shared/http';
import { paged, Superadmin, type Paged, type StaffStatusFilter } from '@dcp/shared/contracts';
import { usePaged } from '@dcp/shared/data';

/** An installation has a handful of superadmins: one page holds them all. */
const SIZE = 100;
const SuperadminList = paged(Superadmin);

/** GET superadmin: the superadmins by name, filtered by account status (active by default). */
export async function getSuperadmins(status: StaffStatusFilter): Promise<Paged<Superadmin>> {
  const { data } = await http.get('superadmin', { params: { page: 0, size: SIZE, status } });
  return SuperadminList.parse(data);
}

export const useSuperadmins = (status: StaffStatusFilter) =>
  usePaged(() => getSuperadmins(status), `superadmins?${status}`);
