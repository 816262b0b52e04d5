import { http } from '@dcp/shared/http';
import { AuditList, type AuditQuery } from '@dcp/shared/contracts';
import { usePaged } from '@dcp/shared/data';

/** The filters as the API takes them: empty ones left out. */
export const auditParams = (q: Partial<AuditQuery>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** GET audit: one page of the trail, newest first (the API scopes an admin to their clinic). */
export async function getAudit(q: Partial<AuditQuery>): Promise<AuditList> {
  const { data } = await http.get('audit', { params: auditParams(q) });
  return AuditList.parse(data);
}

export const useAudit = (q: Partial<AuditQuery>) => usePaged(() => getAudit(q), `audit:${JSON.stringify(q)}`);
