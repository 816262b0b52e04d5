import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Card, PageTitle, Spinner } from '@dcp/shared/ui';
import { InstanceList, ResultsLayout, useInstances } from '@dcp/shared/survey';
import { SendAssessmentButton, WithdrawButton } from '../add-patient';
import { ResultDetails } from './ResultDetails';
import { OpenPatientForm } from './OpenPatientForm';

/**
 * doctor/survey-results[/:id]?patient=<email>: one patient's instances left, the chosen one right.
 * The patient comes in the query because the doctor's patient list is a later issue.
 */
export function SurveyResultsPage() {
  const intl = useIntl();
  const { id } = useParams();
  const [params] = useSearchParams();
  const patient = params.get('patient')?.trim().toLowerCase() || null;
  const { data, loading, error, reload, set } = useInstances(patient);
  const query = patient ? `?patient=${encodeURIComponent(patient)}` : '';
  const navigate = useNavigate();
  const selected = id ? data?.find((i) => i.id === id) : undefined;
  const withdrawn = () => {
    void navigate(`/doctor/survey-results${query}`, { replace: true });
    void reload();
  };

  let list;
  if (!patient) list = <OpenPatientForm />;
  else if (loading) list = <Spinner label={intl.formatMessage({ id: 'doctor.common.loading' })} />;
  else if (error) list = <p role="alert">{intl.formatMessage({ id: 'doctor.results.listError' })}</p>;
  else if (!data || data.length === 0) list = <p>{intl.formatMessage({ id: 'doctor.results.none' })}</p>;
  else {
    list = (
      <InstanceList
        instances={data}
        hrefOf={(i) => `/doctor/survey-results/${i.id}${query}`}
        label={intl.formatMessage({ id: 'doctor.results.listLabel' }, { email: patient })}
      />
    );
  }

  return (
    <>
      <PageTitle>
        <FormattedMessage id="doctor.results.title" />
      </PageTitle>
      {patient ? (
        <p>
          <FormattedMessage id="doctor.results.patient" values={{ email: patient }} />
        </p>
      ) : null}
      <ResultsLayout>
        <Card as="div">
          {list}
          {/* Nothing to assign to a patient the clinic does not have. */}
          {patient && !error ? <SendAssessmentButton email={patient} onSent={() => void reload()} /> : null}
          {selected?.status === 'CREATED' ? (
            <WithdrawButton key={selected.id} instanceId={selected.id} onWithdrawn={withdrawn} />
          ) : null}
        </Card>
        {id ? (
          <ResultDetails
            id={id}
            // The list's status icon follows a saved review at once, with no second request.
            onChanged={(saved) =>
              data &&
              set(
                data.map((i) =>
                  i.id === saved.id
                    ? { ...i, status: saved.status, awaitingReview: saved.awaitingReview }
                    : i,
                ),
              )
            }
          />
        ) : (
          <Card>
            <FormattedMessage id="doctor.results.choose" />
          </Card>
        )}
      </ResultsLayout>
    </>
  );
}
