import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@dcp/shared/ui';
import { useRequestContinueLink } from './api/requestContinueLink';

// Inset text (design D§13): what the patient can do now, in their words.
const Inset = styled.div`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  > p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

/**
 * The way back for someone who started before (issue 28 point 2), always on the link's form: the form
 * never says whether an address has an account (issue 23 point 5), so it offers an e-mailed
 * single-use link — to the questionnaire for someone who signed up by a link, to a new password for
 * someone who has one — to whoever asks, for the address typed above, or signing in.
 */
export function ComeBack({ email }: { email: string | null }) {
  const { save, busy } = useRequestContinueLink();
  const [sent, setSent] = useState(false);
  const send = async () => {
    if (!email) return;
    try {
      await save(email);
      setSent(true);
    } catch {
      /* the http client has shown the server's message */
    }
  };
  return (
    <Inset>
      <p>
        <FormattedMessage id="patient.signUp.comeBack" />
      </p>
      {sent ? (
        <p role="status">
          <FormattedMessage id="patient.signUp.linkSent" values={{ email: email ?? '' }} />
        </p>
      ) : (
        <p>
          <Button variant="secondary" disabled={busy || !email} onClick={() => void send()}>
            <FormattedMessage id="patient.signUp.sendLink" />
          </Button>
        </p>
      )}
      <p>
        <Link to="/login">
          <FormattedMessage id="patient.signUp.signInInstead" />
        </Link>
      </p>
    </Inset>
  );
}
