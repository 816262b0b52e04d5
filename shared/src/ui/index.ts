// Design tokens, theme and accessible primitives. Primitives hold no user-visible text of their own:
// every label arrives as a prop, already translated by the caller.
export { theme, colors, space, radii, fontSizes } from './theme';
export type { Theme } from './theme';
export { ThemeProvider, GlobalStyle } from './ThemeProvider';
export { Button } from './primitives/Button';
export type { ButtonProps, ButtonVariant } from './primitives/Button';
export { TextField, TextArea, Select, Checkbox, Radio, FormError, choiceRow } from './primitives/fields';
export type {
  TextFieldProps,
  SelectProps,
  SelectOption,
  CheckboxProps,
  RadioProps,
} from './primitives/fields';
export { Modal } from './primitives/Modal';
export type { ModalProps } from './primitives/Modal';
export { Table, cardHeaders } from './primitives/Table';
export type { Column, TableProps } from './primitives/Table';
export { ScrollRegion } from './primitives/ScrollRegion';
export {
  Card,
  Details,
  LinkList,
  Spinner,
  Notification,
  VisuallyHidden,
  visuallyHidden,
} from './primitives/display';
export { PageTitle } from './primitives/PageTitle';
export { PageHeader, EmptyState, Skeleton, Stack } from './primitives/layout';
export type { PageHeaderProps, EmptyStateProps } from './primitives/layout';
export type { NotificationProps, NotificationKind } from './primitives/display';
export { downloadBlob } from './download';
export { CopyButton, COPY_CONFIRM_MS } from './primitives/CopyButton';
export { DownloadButton } from './primitives/DownloadButton';
export { useFieldErrors } from './forms/useFieldErrors';
export { useFormValues } from './forms/useFormValues';
export type { FieldErrors, FieldErrorState } from './forms/useFieldErrors';
export { DateOfBirthPicker } from './date-of-birth/DateOfBirthPicker';
export type { DateOfBirthPickerProps } from './date-of-birth/DateOfBirthPicker';
export { cleanDay, daysInMonth, isoDay, partsOf, toBirthDate, withParts } from './date-of-birth/rules';
export type { DateProblem } from './date-of-birth/rules';
export type { DateParts } from './date-of-birth/rules';
