export { ReminderSettingsCard } from './ReminderSettingsCard';
