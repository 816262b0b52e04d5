import { useSession } from '@dcp/shared/session';
import { Card } from '@dcp/shared/ui';
import { DOCTOR_TERMS, PolicyText } from '../docs';
import { ConsentButtons } from './ConsentButtons';

/** terms-and-conditions: the first onboarding step; a doctor accepts the clinician's terms. */
export function TermsPage() {
  const doctor = useSession().account?.accountType === 'doctor';
  return (
    <Card as="section">
      <PolicyText name="terms" sections={doctor ? DOCTOR_TERMS : undefined} />
      <ConsentButtons step="terms" />
    </Card>
  );
}
