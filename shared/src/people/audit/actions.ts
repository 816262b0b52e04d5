import type { IntlShape } from 'react-intl';

// Audit actions are codes such as `survey-instance.read` or `patient.read.missing`: the record kind,
// then what was done. Known kinds and verbs are shown in the reader's language; an action added
// later shows as its code until it has words.
const KINDS = new Set([
  'account',
  'admin',
  'audit',
  'auth',
  'clinic',
  'doctor',
  'note',
  'password',
  'patient',
  'resources',
  'survey-instance',
  'user',
]);
const VERBS = new Set([
  'answer',
  'changed',
  'completed',
  'create',
  'exchange',
  'export',
  'forgot',
  'license',
  'list',
  'locale',
  'privacy',
  'read',
  'recommendations',
  'recommended',
  'reset',
  'sign-out',
  'submit',
  'verify',
]);

export function actionLabel(intl: IntlShape, action: string): string {
  const [kind = '', verb = '', detail] = action.split('.');
  if (!KINDS.has(kind) || !VERBS.has(verb)) return action;
  const text = intl.formatMessage(
    { id: 'shared.audit.action' },
    {
      kind: intl.formatMessage({ id: `shared.audit.kind.${kind}` }),
      verb: intl.formatMessage({ id: `shared.audit.verb.${verb}` }),
    },
  );
  // e.g. `.missing`, `.stale`: kept visible, it is what makes the row interesting.
  return detail ? `${text} (${detail})` : text;
}
