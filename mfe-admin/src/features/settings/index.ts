export { ReminderSettingsCard } from './ReminderSettingsCard';
export { SecondFactorSettingsCard } from './SecondFactorSettingsCard';
export { GlucoseRecencySettingsCard } from './GlucoseRecencySettingsCard';
export { SettingCard, useClinicId, useClinicSetting } from './SettingCard';
