import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@dcp/shared/ui';
import { useRequestContinueLink } from './api/requestContinueLink';

// Inset text (ARCHITECTURE §13): what the patient can do now, in their words.
const Inset = styled.div`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  > p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

/**
 * The link's form when the e-mail already has an account (issue 28 point 2): the way back is an
 * e-mailed single-use link — to the questionnaire for someone who signed up by a link before, to a new
 * password for someone who has one — or signing in.
 */
export function EmailTaken({ email }: { email: string }) {
  const { save, busy } = useRequestContinueLink();
  const [sent, setSent] = useState(false);
  const send = async () => {
    try {
      await save(email);
      setSent(true);
    } catch {
      /* the http client has shown the server's message */
    }
  };
  return (
    <Inset role="alert">
      <p>
        <FormattedMessage id="patient.signUp.taken" values={{ email }} />
      </p>
      {sent ? (
        <p role="status">
          <FormattedMessage id="patient.signUp.linkSent" values={{ email }} />
        </p>
      ) : (
        <p>
          <Button variant="secondary" disabled={busy} onClick={() => void send()}>
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
