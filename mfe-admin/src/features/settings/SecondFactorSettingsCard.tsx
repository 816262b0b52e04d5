import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ClinicSecondFactor } from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { useSession } from '@dcp/shared/session';
import { Button, Card, Checkbox, Spinner } from '@dcp/shared/ui';
import { useSecondFactorRule } from './api/getSecondFactorRule';
import { useSaveSecondFactorRule } from './api/saveSecondFactorRule';

/**
 * On admin/clinic (issue 37 point 5): whether the clinic's doctors must sign in with an
 * authenticator-app code, as administrators do. A doctor without an app is taken through setting one
 * up at their next sign-in.
 */
export function SecondFactorSettingsCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.secondFactor.${id}` });
  const { account } = useSession();
  const clinicId = account?.clinic?.id ?? null;
  const loaded = useSecondFactorRule(clinicId);
  const { save, busy } = useSaveSecondFactorRule();
  // The draft follows the loaded rule until the admin changes it (derived, no effect).
  const [edited, setEdited] = useState<{ from: ClinicSecondFactor; required: boolean } | null>(null);
  if (loaded.error) return <Card>{t('failed')}</Card>;
  if (!loaded.data) return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
  const rule = loaded.data;
  const required = edited?.from === rule ? edited.required : rule.doctorsRequired;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!clinicId) return;
    try {
      loaded.set(await save(clinicId, { doctorsRequired: required }));
      setEdited(null);
      notify({ type: 'success', title: t('savedTitle'), message: t('saved') });
    } catch {
      // The http client has reported the failure; the choice stays for another try.
    }
  };

  return (
    <Card as="section">
      <form aria-labelledby="second-factor-heading" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="second-factor-heading">{t('title')}</h2>
        <p>{t('hint')}</p>
        <Checkbox
          label={t('doctorsRequired')}
          checked={required}
          onChange={(e) => setEdited({ from: rule, required: e.target.checked })}
        />
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
      </form>
    </Card>
  );
}
