// Codes of the FHIR export (issue 24 point 6), each checked against its source (docs/clinical-content.md):
// LOINC's PHQ-2 (55757-9) and PHQ-9 (44249-1) panels, items, totals and answer lists, and the codes
// and profiles of the HL7 CGM implementation guide 1.0.0 (http://hl7.org/fhir/uv/cgm).

import type { GlucoseBand, TargetSetName } from '../contracts';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const ORDINAL_VALUE = 'http://hl7.org/fhir/StructureDefinition/ordinalValue';

export interface Coding {
  system: string;
  code: string;
  display?: string;
}
export const loinc = (code: string, display: string): Coding => ({ system: LOINC, code, display });

/** A panel: its code, its total score item, and the LOINC code of each item by our question id. */
export interface Panel {
  linkId: string;
  code: Coding;
  total: Coding;
  items: Record<string, Coding>;
}

const PHQ_ITEMS = {
  interest: loinc('44250-9', 'Little interest or pleasure in doing things'),
  down: loinc('44255-8', 'Feeling down, depressed, or hopeless'),
};

export const PHQ2_PANEL: Panel = {
  linkId: 'phq2',
  code: loinc('55757-9', 'Patient Health Questionnaire 2 item (PHQ-2) [Reported]'),
  total: loinc('55758-7', 'Patient Health Questionnaire 2 item (PHQ-2) total score [Reported]'),
  items: { 'phq2.1': PHQ_ITEMS.interest, 'phq2.2': PHQ_ITEMS.down },
};

export const PHQ9_PANEL: Panel = {
  linkId: 'phq9',
  code: loinc('44249-1', 'PHQ-9 quick depression assessment panel [Reported.PHQ]'),
  total: loinc('44261-6', 'Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]'),
  items: {
    'phq9.1': PHQ_ITEMS.interest,
    'phq9.2': PHQ_ITEMS.down,
    'phq9.3': loinc('44259-0', 'Trouble falling or staying asleep, or sleeping too much'),
    'phq9.4': loinc('44254-1', 'Feeling tired or having little energy'),
    'phq9.5': loinc('44251-7', 'Poor appetite or overeating'),
    'phq9.6': loinc(
      '44258-2',
      'Feeling bad about yourself-or that you are a failure or have let yourself or your family down',
    ),
    'phq9.7': loinc(
      '44252-5',
      'Trouble concentrating on things, such as reading the newspaper or watching television',
    ),
    'phq9.8': loinc(
      '44253-3',
      'Moving or speaking so slowly that other people could have noticed. Or the opposite-being so fidgety or restless that you have been moving around a lot more than usual',
    ),
    'phq9.9': loinc(
      '44260-8',
      'Thoughts that you would be better off dead, or of hurting yourself in some way',
    ),
    'phq9.difficulty': loinc(
      '69722-7',
      'How difficult have these problems made it for you to do your work, take care of things at home, or get along with other people',
    ),
  },
};

/** LOINC's answer lists: LL358-3 (frequency, 0–3) and LL359-1 (difficulty), by the option's position. */
export const FREQUENCY_ANSWERS = [
  loinc('LA6568-5', 'Not at all'),
  loinc('LA6569-3', 'Several days'),
  loinc('LA6570-1', 'More than half the days'),
  loinc('LA6571-9', 'Nearly every day'),
];
export const DIFFICULTY_ANSWERS = [
  loinc('LA6572-7', 'Not difficult at all'),
  loinc('LA6573-5', 'Somewhat difficult'),
  loinc('LA6574-3', 'Very difficult'),
  loinc('LA6575-0', 'Extremely difficult'),
];

// --- HL7 CGM IG 1.0.0: profiles and their LOINC codes (input/fsh/profiles.fsh of HL7/cgm) ---
export const CGM_PROFILE = 'http://hl7.org/fhir/uv/cgm/StructureDefinition';
export const CGM = {
  summary: loinc('107931-8', 'Continuous glucose monitoring summary panel - Reporting Period'),
  timesInRanges: loinc('106793-3', 'Continuous glucose monitoring time in ranges panel'),
  mean: loinc('97507-8', 'Average glucose [Mass/volume] in Interstitial fluid during Reporting Period'),
  gmi: loinc('97506-0', 'Glucose management indicator'),
  cv: loinc('104638-2', 'Coefficient of variation of glucose by Continuous glucose monitoring'),
  daysOfWear: loinc('104636-6', 'Continuous glucose monitoring duration of use'),
  sensorActive: loinc('104637-4', 'Continuous glucose monitoring sensor wear time active'),
  // LOINC's own names, which write no bounds: the bands they stand for are CGM_RANGES below.
  veryLow: loinc(
    '104642-4',
    'Time below range, very low in Reporting Period Interstitial fluid by calculation',
  ),
  low: loinc('104641-6', 'Time below range, low in Reporting Period Interstitial fluid by calculation'),
  target: loinc(
    '97510-2',
    'Glucose measurements in range out of Total glucose measurements during reporting period',
  ),
  high: loinc('104640-8', 'Time above range, high in Reporting Period Interstitial fluid by calculation'),
  veryHigh: loinc(
    '104639-0',
    'Time above range, very high in Reporting Period Interstitial fluid by calculation',
  ),
};

/**
 * The band each times-in-ranges component stands for, whole mg/dL inclusive as a referenceRange reads
 * them: the consensus bands the IG's panel reports (Battelino 2019; < 54, 54–69, 70–180, 181–250,
 * > 250), written out here because a code's meaning does not move with our constant. The standard
 * set's referenceRange is drawn from GLUCOSE_BOUNDS; api/test/glucose-bounds-tie.test.ts fails when the
 * two part, so a changed bound is a decision about these codes too, never a silent relabel.
 */
export const CGM_RANGES: Record<GlucoseBand, { low?: number; high?: number }> = {
  veryLow: { high: 53 },
  low: { low: 54, high: 69 },
  target: { low: 70, high: 180 },
  high: { low: 181, high: 250 },
  veryHigh: { low: 251 },
};

/** A target set as the export names it (docs/clinical-content.md "Targets per patient"; English, as LOINC's names). */
export const TARGET_SET_TEXT: Record<TargetSetName, string> = {
  standard: 'standard (type 1 and type 2; Battelino et al. 2019)',
  older: 'older or high-risk (Battelino et al. 2019)',
  pregnancy: 'pregnancy (type 1; Battelino et al. 2019)',
};
