import { z } from 'zod';
import { fileRequest, http } from '@dcp/shared/http';
import type { Locale } from '@dcp/shared/contracts';
import { useSave } from '@dcp/shared/data';

const PdfFile = z.instanceof(Blob);

/** GET user/{id}/visit-summary.pdf: the same one-pager as an A4 PDF, drawn by the API. */
export async function getVisitPdf(args: { patientId: string; lang: Locale }): Promise<Blob> {
  const { data } = await http.get(
    `user/${encodeURIComponent(args.patientId)}/visit-summary.pdf`,
    fileRequest({ params: { lang: args.lang } }),
  );
  return PdfFile.parse(data);
}

export const useVisitPdf = () => useSave(getVisitPdf);
