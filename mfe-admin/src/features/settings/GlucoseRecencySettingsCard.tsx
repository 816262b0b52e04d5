import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  ClinicGlucoseRecency,
  NO_DATA_HOURS_DEFAULT,
  NO_DATA_HOURS_MAX,
  NO_DATA_HOURS_MIN,
} from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { useSession } from '@dcp/shared/session';
import { Button, Card, Spinner, TextField } from '@dcp/shared/ui';
import { useGlucoseRecency } from './api/getGlucoseRecency';
import { useSaveGlucoseRecency } from './api/saveGlucoseRecency';

/**
 * On admin/clinic (issue 42 point 3): how many hours a patient's connected CGM may send nothing
 * before the patient list says "No glucose data" and the patient is e-mailed once to reconnect.
 */
export function GlucoseRecencySettingsCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.glucoseRecency.${id}` }, values);
  const { account } = useSession();
  const clinicId = account?.clinic?.id ?? null;
  const loaded = useGlucoseRecency(clinicId);
  const { save, busy } = useSaveGlucoseRecency();
  // The draft follows the loaded setting until the admin types (derived, no effect).
  const [edited, setEdited] = useState<{ from: ClinicGlucoseRecency; hours: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
  if (loaded.error) return <Card>{t('failed')}</Card>;
  if (!loaded.data) return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
  const setting = loaded.data;
  const hours = edited?.from === setting ? edited.hours : String(setting.noDataHours);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = ClinicGlucoseRecency.safeParse({ noDataHours: Number(hours) });
    if (!body.success || hours.trim() === '') return setInvalid(true);
    if (!clinicId) return;
    try {
      loaded.set(await save(clinicId, body.data));
      setEdited(null);
      notify({ type: 'success', title: t('savedTitle'), message: t('saved') });
    } catch {
      // The http client has reported the failure; the draft stays for another try.
    }
  };

  return (
    <Card as="section">
      <form aria-labelledby="glucose-recency-heading" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="glucose-recency-heading">{t('title')}</h2>
        <p>{t('hint')}</p>
        <TextField
          label={t('hours')}
          hint={t('default', { hours: NO_DATA_HOURS_DEFAULT })}
          inputMode="numeric"
          value={hours}
          error={invalid ? t('range', { min: NO_DATA_HOURS_MIN, max: NO_DATA_HOURS_MAX }) : undefined}
          onChange={(e) => (setEdited({ from: setting, hours: e.target.value }), setInvalid(false))}
        />
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
      </form>
    </Card>
  );
}
