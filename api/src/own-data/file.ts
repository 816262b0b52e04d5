import { strToU8, zipSync } from 'fflate';
import type { AccountRow } from '../leaves/account-row';
import { ownDataFileName } from '../contracts';
import type { Db } from '../db';
import { patientBundle } from '../fhir/bundle';
import type { FhirBase } from '../fhir/questionnaire';
import { collectOwnData } from './collect';
import { ownSummaryHtml } from './summary-html';

// The patient's own copy of their data (issue 37 point 3): ONE zip holding bundle.json, the FHIR R4
// Bundle the doctor's export builds (fhir/bundle.ts, so both say the same), and summary.html, the same
// and more (notes, plans) in words in the patient's language. docs/decisions.md says why a zip.

/** The names inside the zip, which the portal and its tests read. */
export const OWN_DATA_ENTRIES = { bundle: 'bundle.json', summary: 'summary.html' } as const;

export async function ownDataZip(db: Db, base: FhirBase, patient: AccountRow, now = new Date()) {
  const bundle = await patientBundle(db, base, patient.id);
  const summary = ownSummaryHtml(await collectOwnData(db, patient), now);
  const bytes = zipSync(
    {
      [OWN_DATA_ENTRIES.bundle]: strToU8(JSON.stringify(bundle, null, 2)),
      [OWN_DATA_ENTRIES.summary]: strToU8(summary),
    },
    { mtime: now },
  );
  return { name: ownDataFileName(now), bytes };
}
