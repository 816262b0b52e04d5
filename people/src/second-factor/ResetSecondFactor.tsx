import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { RESET_REASON_MAX, SecondFactorResetRequest } from '@dcp/shared/contracts';
import { errorMessage, http, isAxiosError, notify } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';
import { useText } from '@dcp/shared/i18n';
import { Button, FormError, Modal, TextArea } from '@dcp/shared/ui';
import { API_PATH, fullName, type PersonKind } from '../kinds';

/** POST {doctor|admin|user}/{id}/second-factor/reset with why (silent: the dialog shows a refusal itself). */
async function resetSecondFactor(kind: PersonKind, id: string, reason: string) {
  await http.post(
    `${API_PATH[kind]}/${encodeURIComponent(id)}/second-factor/reset`,
    SecondFactorResetRequest.parse({ reason }),
    { silent: true },
  );
}

/**
 * On a person's profile (issue 37 point 5): when they lost the phone with their authenticator app, an
 * administrator turns the app off after checking who is asking, and says why (required: the audit
 * trail shows it as typed, point 7); they sign in with the password and set up a new one.
 */
export function ResetSecondFactor({
  kind,
  person,
}: {
  kind: PersonKind;
  person: { id: string; firstName: string; lastName: string };
}) {
  const intl = useIntl();
  const text = useText();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `shared.secondFactor.${id}` }, values);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { save, busy } = useSave(resetSecondFactor);
  const fieldId = useId();
  const name = fullName(person);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    if (!reason.trim()) return setMissing(true);
    try {
      await save(kind, person.id, reason.trim());
      notify({ type: 'success', title: t('done', { name }), message: '' });
      setOpen(false);
      setReason('');
    } catch (e) {
      setRefusal(text(isAxiosError(e) ? errorMessage(e) : { id: 'shared.http.unknownError' }));
    }
  };

  return (
    <section aria-labelledby={`second-factor-${person.id}`}>
      <h2 id={`second-factor-${person.id}`}>{t('title')}</h2>
      <p>{t('lead')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('reset')}
      </Button>
      <Modal
        open={open}
        title={t('confirmTitle', { name })}
        onClose={() => setOpen(false)}
        closeLabel={intl.formatMessage({ id: 'shared.ui.close' })}
      >
        <form noValidate onSubmit={(e) => void submit(e)}>
          <p>{t('confirmText')}</p>
          <label htmlFor={fieldId}>{t('reason')}</label>
          <TextArea
            id={fieldId}
            value={reason}
            maxLength={RESET_REASON_MAX}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${fieldId}-error` : undefined}
            onChange={(e) => (setReason(e.target.value), setMissing(false))}
          />
          {missing ? <FormError id={`${fieldId}-error`}>{t('reasonMissing')}</FormError> : null}
          {refusal ? <FormError>{refusal}</FormError> : null}
          <Button type="submit" variant="danger" disabled={busy}>
            {t('confirm')}
          </Button>
        </form>
      </Modal>
    </section>
  );
}
