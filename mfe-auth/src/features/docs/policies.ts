/** The policy documents (doc 1 §1): each is a title and sections, every text a message id. */
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

export type PolicyName = keyof typeof POLICIES;
export const POLICY_NAMES = Object.keys(POLICIES) as PolicyName[];
