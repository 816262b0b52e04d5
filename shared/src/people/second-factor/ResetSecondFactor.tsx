import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, http, isAxiosError, notify } from '@dcp/shared/http';
import { useSave } from '@dcp/shared/data';
import { useText } from '@dcp/shared/i18n';
import { Button, FormError, Modal } from '@dcp/shared/ui';
import { API_PATH, fullName, type PersonKind } from '../kinds';

/** POST {doctor|admin|user}/{id}/second-factor/reset (silent: the dialog shows a refusal itself). */
async function resetSecondFactor(kind: PersonKind, id: string) {
  await http.post(`${API_PATH[kind]}/${encodeURIComponent(id)}/second-factor/reset`, {}, { silent: true });
}

/**
 * On a person's profile (issue 37 point 5): when they lost the phone with their authenticator app, an
 * administrator turns the app off after checking who is asking; they sign in with the password and
 * set up a new one. Audited (identity.totp-reset).
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const { save, busy } = useSave(resetSecondFactor);
  const name = fullName(person);

  const submit = async () => {
    setRefusal(null);
    try {
      await save(kind, person.id);
      notify({ type: 'success', title: t('done', { name }), message: '' });
      setOpen(false);
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
        <p>{t('confirmText')}</p>
        {refusal ? <FormError>{refusal}</FormError> : null}
        <Button variant="danger" disabled={busy} onClick={() => void submit()}>
          {t('confirm')}
        </Button>
      </Modal>
    </section>
  );
}
