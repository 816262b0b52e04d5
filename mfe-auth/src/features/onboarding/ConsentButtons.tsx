import { useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { acceptPrivacy, acceptTerms, signOut } from '@dcp/shared/session';
import { Button } from '@dcp/shared/ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/**
 * Accept or decline one onboarding step (req A§4): accepting reloads the account and goes to the
 * root, where the guard picks the next step; declining signs the user out.
 */
export function ConsentButtons({ step }: { step: 'terms' | 'privacy' }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    try {
      await (step === 'terms' ? acceptTerms() : acceptPrivacy());
      void navigate('/');
    } finally {
      setBusy(false);
    }
  };
  const decline = async () => {
    setBusy(true);
    await signOut();
    void navigate('/login');
  };

  return (
    <Row>
      <Button variant="secondary" disabled={busy} onClick={() => void decline()}>
        <FormattedMessage id={`auth.onboarding.${step}.decline`} />
      </Button>
      <Button disabled={busy} onClick={() => void accept()}>
        <FormattedMessage id={`auth.onboarding.${step}.accept`} />
      </Button>
    </Row>
  );
}
