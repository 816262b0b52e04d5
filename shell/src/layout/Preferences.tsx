import { useIntl } from 'react-intl';
import { FontSize, GLUCOSE_UNITS, LOCALES, type GlucoseUnit, type Locale } from '@dcp/shared/contracts/core';
import { setFontSize, setGlucoseUnit, setLocale, useSession } from '@dcp/shared/session';
import { Select } from '@dcp/shared/ui';

/** "" in the unit list: follow the clinic's unit. */
const CLINIC = '';

/**
 * Language and font size: available to everyone, signed in or not (req A§1). A patient or doctor
 * also chooses the glucose unit (issue 24 point 4), stored with their account.
 */
export function Preferences() {
  const intl = useIntl();
  const { locale, fontSize, account } = useSession();
  const readsGlucose = account?.accountType === 'patient' || account?.accountType === 'doctor';
  return (
    <>
      <Select
        label={intl.formatMessage({ id: 'shell.prefs.language' })}
        value={locale}
        onChange={(e) => void setLocale(e.target.value as Locale)}
        options={LOCALES.map((l) => ({
          value: l,
          label: intl.formatMessage({ id: `shell.prefs.locale.${l}` }),
        }))}
      />
      <Select
        label={intl.formatMessage({ id: 'shell.prefs.fontSize' })}
        value={fontSize}
        onChange={(e) => setFontSize(e.target.value as FontSize)}
        options={FontSize.options.map((s) => ({
          value: s,
          label: intl.formatMessage({ id: `shell.prefs.fontSize.${s}` }),
        }))}
      />
      {readsGlucose ? (
        <Select
          label={intl.formatMessage({ id: 'shell.prefs.glucoseUnit' })}
          value={account.glucoseUnitChoice ?? CLINIC}
          // A failed save is reported by the http client; the list keeps showing the stored unit.
          onChange={(e) =>
            void setGlucoseUnit((e.target.value || null) as GlucoseUnit | null).catch(() => {})
          }
          options={[
            {
              value: CLINIC,
              label: intl.formatMessage(
                { id: 'shell.prefs.glucoseUnit.clinic' },
                { unit: account.clinicGlucoseUnit },
              ),
            },
            ...GLUCOSE_UNITS.map((u) => ({ value: u, label: u })),
          ]}
        />
      ) : null}
    </>
  );
}
