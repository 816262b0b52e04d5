export { RemindersPage } from './RemindersPage';
