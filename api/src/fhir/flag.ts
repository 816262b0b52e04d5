import type { Flag } from 'fhir/r4';
import { PHQ9_SURVEY_ID } from '../contracts';
import type { Db } from '../db';
import { urgentItem9Of } from '../people';
import { pick } from '../leaves/survey-catalogue/types';
import type { InstanceRow } from '../surveys/view';
import { FLAG_TEXT } from '../surveys/visit-text';
import { PHQ9_PANEL } from './codes';
import type { FhirBase } from './questionnaire';

// The unresolved PHQ-9 item 9 as a FHIR R4 Flag (issue 36 point 2): the export says what the list and
// the one-pager say (red, urgent) while no clinician has resolved it, by the same stored rule
// (people/urgent.ts), and holds no Flag once one has. R4's own vocabulary: the flag-priority
// extension with "PH" (high priority, http://hl7.org/fhir/flag-priority-code), the flag-detail
// extension pointing at the PHQ-9's QuestionnaireResponse, the category "clinical", and item 9's LOINC
// code (44260-8) as what the flag is about.

const PRIORITY_EXT = 'http://hl7.org/fhir/StructureDefinition/flag-priority';
const DETAIL_EXT = 'http://hl7.org/fhir/StructureDefinition/flag-detail';

/** The active Flag of the patient's unresolved item-9 answer, or none; `rows`: the bundle's submitted ones. */
export async function urgentFlags(
  db: Db,
  b: FhirBase,
  patientId: string,
  rows: InstanceRow[],
): Promise<(Flag & { id: string })[]> {
  const points = await urgentItem9Of(db, patientId);
  // The PHQ-9 the list's flag reads: the newest submitted one by assignment (patient-list-rows.ts).
  const phq9 = rows
    .filter((r) => r.surveyId === PHQ9_SURVEY_ID)
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
    .at(-1);
  if (points === null || !phq9) return [];
  return [
    {
      resourceType: 'Flag',
      id: `item9-${phq9.id}`,
      extension: [
        {
          url: PRIORITY_EXT,
          valueCodeableConcept: {
            coding: [
              { system: 'http://hl7.org/fhir/flag-priority-code', code: 'PH', display: 'High priority' },
            ],
          },
        },
        { url: DETAIL_EXT, valueReference: { reference: `QuestionnaireResponse/${phq9.id}` } },
      ],
      status: 'active',
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/flag-category',
              code: 'clinical',
              display: 'Clinical',
            },
          ],
        },
      ],
      code: {
        coding: [PHQ9_PANEL.items['phq9.9']!],
        text: pick(FLAG_TEXT.PHQ9_ITEM9, b.locale).replace('{value}', String(points)),
      },
      subject: { reference: `Patient/${patientId}` },
      period: { start: (phq9.submittedAt ?? phq9.createdAt).toISOString() },
    },
  ];
}
