import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DateOfBirthPicker, type DateOfBirthPickerProps } from '@dcp/shared/ui';

/** The picker's translated part labels and month names (Intl's, in the UI language). */
export function useDateOfBirthTexts(): DateOfBirthPickerProps['texts'] {
  const intl = useIntl();
  return useMemo(
    () => ({
      month: intl.formatMessage({ id: 'shared.dob.month' }),
      day: intl.formatMessage({ id: 'shared.dob.day' }),
      year: intl.formatMessage({ id: 'shared.dob.year' }),
      choose: intl.formatMessage({ id: 'shared.dob.choose' }),
      months: Array.from({ length: 12 }, (_, i) => intl.formatDate(new Date(2000, i, 1), { month: 'long' })),
    }),
    [intl],
  );
}

export type BirthDateFieldProps = Omit<DateOfBirthPickerProps, 'texts' | 'label'> & { label: ReactNode };

/** The date-of-birth picker with its texts: sign-up through a doctor link, the demographics question. */
export function BirthDateField(props: BirthDateFieldProps) {
  return <DateOfBirthPicker {...props} texts={useDateOfBirthTexts()} />;
}
