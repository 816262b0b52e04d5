export { ReminderSettingsCard } from './ReminderSettingsCard';
export { SecondFactorSettingsCard } from './SecondFactorSettingsCard';
export { GlucoseRecencySettingsCard } from './GlucoseRecencySettingsCard';
