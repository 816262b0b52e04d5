/** The policy documents (req A§1): each is a title and sections, every text a message id. */
export const POLICIES = {
  terms: ['purpose', 'notMedicalAdvice', 'accounts', 'acceptableUse', 'availability', 'changes', 'contact'],
  'privacy-policy': [
    'controller',
    'data',
    'purposes',
    'legalBasis',
    'sharing',
    'retention',
    'security',
    'rights',
  ],
  'cookies-policy': ['what', 'which', 'consent', 'storage'],
} as const;

/**
 * The terms a doctor accepts (issue 28 point 8): the patients' own sections about answering
 * questionnaires give way to the clinician's duties; the rest is the same document.
 */
export const DOCTOR_TERMS = [
  'purpose',
  'clinicalJudgement',
  'accounts',
  'professionalUse',
  'availability',
  'changes',
  'contact',
] as const;

export type PolicyName = keyof typeof POLICIES;
export const POLICY_NAMES = Object.keys(POLICIES) as PolicyName[];
