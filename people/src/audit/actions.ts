import type { IntlShape } from 'react-intl';
import type { AuditEntry } from '@dcp/shared/contracts';

// Audit actions are codes such as `survey-instance.read` or `patient.read.missing` (AUDIT_ACTIONS in
// the contracts); each has its label, `shared.audit.do.<code>`, in both catalogues (issue 28 point 8).
// A code the catalogue does not know yet shows as itself, never as nothing.

export function actionLabel(intl: IntlShape, action: string): string {
  const id = `shared.audit.do.${action}`;
  return id in intl.messages ? intl.formatMessage({ id }) : action;
}

/** The record a row is about, named: "Questionnaire: Type 1 check-in", "Clinic: North"… */
export function recordLabel(intl: IntlShape, record: AuditEntry['record']): string {
  if (!record) return '—';
  const id = `shared.audit.record.${record.kind}`;
  const kind = id in intl.messages ? intl.formatMessage({ id }) : record.kind;
  const named = record.name ? `${kind}: ${record.name}` : kind;
  return record.reason
    ? intl.formatMessage({ id: 'shared.audit.record.reason' }, { record: named, reason: record.reason })
    : named;
}
