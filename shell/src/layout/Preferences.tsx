import { useIntl } from 'react-intl';
import { FontSize, LOCALES, type Locale } from '@dcp/shared/contracts';
import { setFontSize, setLocale, useSession } from '@dcp/shared/session';
import { Select } from '@dcp/shared/ui';

/** Language and font size: available to everyone, signed in or not (doc 1 §1). */
export function Preferences() {
  const intl = useIntl();
  const { locale, fontSize } = useSession();
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
    </>
  );
}
