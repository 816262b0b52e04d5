import { useIntl } from 'react-intl';
import type { StaffStatusFilter } from '@dcp/shared/contracts';
import { Select } from '@dcp/shared/ui';

const CHOICES: readonly StaffStatusFilter[] = ['active', 'deactivated', 'all'];

/** The staff lists' status filter (issue 37 point 1): active people by default, as the API answers. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StaffStatusFilter;
  onChange: (v: StaffStatusFilter) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `shared.staff.filter.${id}` });
  return (
    <Select
      label={t('label')}
      value={value}
      onChange={(e) => onChange(e.target.value as StaffStatusFilter)}
      options={CHOICES.map((c) => ({ value: c, label: t(c) }))}
    />
  );
}
