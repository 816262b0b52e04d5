export { ReminderSettingsCard } from './ReminderSettingsCard';
export { SecondFactorSettingsCard } from './SecondFactorSettingsCard';
