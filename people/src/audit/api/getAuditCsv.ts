import { z } from 'zod';
import { fileRequest, http } from '@dcp/shared/http';
import type { AuditQuery } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';
import { auditParams } from './getAudit';

const CsvFile = z.instanceof(Blob);

/** GET audit/csv: the filtered trail as a file. */
export async function getAuditCsv(q: Partial<AuditQuery>): Promise<Blob> {
  const { data } = await http.get('audit/csv', fileRequest({ params: auditParams(q) }));
  return CsvFile.parse(data);
}

export const useAuditCsv = () => useSave(getAuditCsv);
