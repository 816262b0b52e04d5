import { Card } from '@dcp/shared/ui';
import { PolicyText } from '../docs';
import { ConsentButtons } from './ConsentButtons';

/** terms-and-conditions: the first onboarding step for doctors and patients. */
export function TermsPage() {
  return (
    <Card as="section">
      <PolicyText name="terms" />
      <ConsentButtons step="terms" />
    </Card>
  );
}
