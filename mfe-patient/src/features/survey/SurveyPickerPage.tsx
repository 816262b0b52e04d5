import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SignUpPage } from '../sign-up';
import { Card, EmptyState, PageHeader, Skeleton } from '@dcp/shared/ui';
import { useSession } from '@dcp/shared/session';
import { needsAnswers, useInstances } from '@dcp/shared/survey';

const Open = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * survey — the picker: the surveys a patient still has to answer, each opening survey/:id. The
 * route is public (the doctor sign-up link lands here); without a session it points to sign-in.
 */
export function SurveyPickerPage() {
  const [query] = useSearchParams();
  const docRefToken = query.get('docRefToken');
  if (docRefToken)
    return <SignUpPage docRefToken={docRefToken} anonymous={query.get('anonymous') === 'true'} />;
  return <Picker />;
}

function Picker() {
  const intl = useIntl();
  const { account } = useSession();
  const patient = account?.accountType === 'patient';
  const { data, loading, error } = useInstances(patient ? 'own' : null);

  let body;
  if (!patient) {
    body = (
      <p>
        <FormattedMessage id="patient.picker.signIn" />{' '}
        <Link to="/login">{intl.formatMessage({ id: 'patient.picker.signInLink' })}</Link>
      </p>
    );
  } else if (loading) {
    body = <Skeleton label={intl.formatMessage({ id: 'patient.survey.loading' })} lines={2} />;
  } else if (error) {
    body = <p role="alert">{intl.formatMessage({ id: 'patient.survey.error' })}</p>;
  } else {
    const open = (data ?? []).filter(needsAnswers);
    body =
      open.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'patient.picker.none' })}
          text={intl.formatMessage({ id: 'patient.picker.noneText' })}
          action={
            <Link to="/patient/results">{intl.formatMessage({ id: 'patient.picker.noneAction' })}</Link>
          }
        />
      ) : (
        <Open>
          {open.map((i) => (
            <Card as="li" key={i.id}>
              <h2>
                <Link to={`/survey/${i.id}`}>{i.survey.name}</Link>
              </h2>
              <p>
                <FormattedMessage
                  id="patient.picker.sent"
                  values={{ date: <FormattedDate value={i.createTimestamp} dateStyle="medium" /> }}
                />
              </p>
            </Card>
          ))}
        </Open>
      );
  }
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'patient.picker.title' })} />
      {patient && !loading && !error ? body : <Card>{body}</Card>}
    </>
  );
}
