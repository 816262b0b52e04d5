import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TARGET_SETS, TargetSetName } from '@dcp/shared/contracts';
import { Select } from '@dcp/shared/ui';
import { saveTargets } from './api/glucoseTargets';

/**
 * The doctor's choice of the patient's target set (issue 42 point 1): the consensus presets only,
 * saved as soon as chosen; the panel then reloads its figures, which follow the set. The choice shown
 * is the summary's, so it is always the set the figures were computed with.
 */
export function TargetSetSelect({
  userId,
  value,
  onSaved,
}: {
  userId: string;
  value: TargetSetName;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<'saved' | 'saveFailed' | null>(null);
  const choose = async (next: TargetSetName) => {
    setSaving(true);
    setSaid(null);
    try {
      await saveTargets(userId, next);
      setSaid('saved');
      onSaved();
    } catch {
      setSaid('saveFailed');
    } finally {
      setSaving(false);
    }
  };
  return (
    <div>
      <Select
        name="glucoseTargets"
        label={intl.formatMessage({ id: 'dexcom.targets.label' })}
        hint={intl.formatMessage({ id: 'dexcom.targets.help' })}
        value={value}
        disabled={saving}
        options={TARGET_SETS.map((t) => ({
          value: t,
          label: intl.formatMessage({ id: `dexcom.targets.option.${t}` }),
        }))}
        onChange={(e) => void choose(TargetSetName.parse(e.target.value))}
      />
      {said ? (
        <p role={said === 'saved' ? 'status' : 'alert'}>
          <FormattedMessage id={`dexcom.targets.${said}`} />
        </p>
      ) : null}
    </div>
  );
}
