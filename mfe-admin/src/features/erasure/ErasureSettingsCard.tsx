import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ErasureSettings, RETENTION_YEARS_MAX, type ErasureSettingsView } from '@dcp/shared/contracts';
import { notify } from '@dcp/shared/http';
import { useSession } from '@dcp/shared/session';
import { Button, Card, Checkbox, Spinner, TextField } from '@dcp/shared/ui';
import { useErasureSettings } from './api/getErasureSettings';
import { useSaveErasureSettings } from './api/saveErasureSettings';

type Draft = { years: string; twoPerson: boolean };
const draftOf = (s: ErasureSettingsView): Draft => ({
  years: String(s.retentionYears),
  twoPerson: s.twoPerson,
});

/**
 * On admin/clinic: how long an erased patient's pseudonymised clinical record is kept (the law of the
 * clinic's country sets the minimum; docs/erasure.md), and whether an erasure needs two approvers.
 */
export function ErasureSettingsCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.erasureSettings.${id}` }, values);
  const { account } = useSession();
  const clinicId = account?.clinic?.id ?? null;
  const loaded = useErasureSettings(clinicId);
  const { save, busy } = useSaveErasureSettings();
  // The draft follows the loaded settings until the admin changes something (derived, no effect).
  const [edited, setEdited] = useState<{ from: ErasureSettingsView; draft: Draft } | null>(null);
  const [invalid, setInvalid] = useState(false);
  if (loaded.error) return <Card>{t('failed')}</Card>;
  if (!loaded.data) return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
  const settings = loaded.data;
  const draft = edited?.from === settings ? edited.draft : draftOf(settings);
  const change = (d: Partial<Draft>) => (
    setEdited({ from: settings, draft: { ...draft, ...d } }),
    setInvalid(false)
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = ErasureSettings.safeParse({
      retentionYears: Number(draft.years),
      twoPerson: draft.twoPerson,
    });
    if (!body.success || draft.years.trim() === '') return setInvalid(true);
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
      <form aria-labelledby="erasure-settings-heading" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="erasure-settings-heading">{t('title')}</h2>
        <p>{t('hint')}</p>
        <TextField
          label={t('years')}
          hint={settings.isDefault ? t('default') : undefined}
          inputMode="numeric"
          value={draft.years}
          error={invalid ? t('range', { max: RETENTION_YEARS_MAX }) : undefined}
          onChange={(e) => change({ years: e.target.value })}
        />
        <Checkbox
          label={t('twoPerson')}
          checked={draft.twoPerson}
          onChange={(e) => change({ twoPerson: e.target.checked })}
        />
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
      </form>
    </Card>
  );
}
