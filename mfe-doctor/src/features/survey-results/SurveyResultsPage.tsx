import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Card, PageHeader, Spinner, Stack } from '@dcp/shared/ui';
import { InstanceList, ResultsLayout, useInstances } from '@dcp/shared/survey';
import { usePerson } from '@dcp/people';
import { SendAssessmentButton, WithdrawButton, resultsPath } from '../add-patient';
import { VisitLinks } from '../visit';
import { FhirExportButton } from './FhirExportButton';
import { ResultDetails } from './ResultDetails';
import { ChoosePatient } from './ChoosePatient';

/**
 * doctor/survey-results[/:id]?patient=<account id>: one patient's instances left, the chosen one
 * right. The patient list links here; the patient is named by its opaque id, never its e-mail.
 */
export function SurveyResultsPage() {
  const intl = useIntl();
  const { id } = useParams();
  const [params] = useSearchParams();
  const patientId = params.get('patient')?.trim() || null;
  const person = usePerson('patient', patientId ?? undefined);
  const patient = person && person !== 'failed' ? person : null;
  const { data, loading, error, reload, set } = useInstances(patientId ? { userId: patientId } : null);
  const navigate = useNavigate();
  const selected = id ? data?.find((i) => i.id === id) : undefined;
  // An address with only the instance (a bookmark, a link from an e-mail or the glucose widget) gains
  // its patient once the instance is read, so the patient's other questionnaires are listed beside it.
  const namePatient = useCallback(
    (loaded: { id: string; user: { id: string } }) => {
      if (!patientId) void navigate(resultsPath(loaded.user.id, loaded.id), { replace: true });
    },
    [patientId, navigate],
  );
  const withdrawn = () => {
    if (patientId) void navigate(resultsPath(patientId), { replace: true });
    void reload();
  };

  let list;
  if (!patientId) list = <ChoosePatient />;
  else if (loading) list = <Spinner label={intl.formatMessage({ id: 'doctor.common.loading' })} />;
  else if (error) list = <p role="alert">{intl.formatMessage({ id: 'doctor.results.listError' })}</p>;
  else if (!data || data.length === 0) list = <p>{intl.formatMessage({ id: 'doctor.results.none' })}</p>;
  else {
    list = (
      <InstanceList
        instances={data}
        hrefOf={(i) => resultsPath(patientId, i.id)}
        label={intl.formatMessage({ id: 'doctor.results.listLabel' }, { email: patient?.email ?? '' })}
      />
    );
  }

  return (
    <>
      <PageHeader title={<FormattedMessage id="doctor.results.title" />} />
      {patient ? (
        <p>
          <FormattedMessage id="doctor.results.patient" values={{ email: patient.email }} />
        </p>
      ) : null}
      {patientId ? <VisitLinks patientId={patientId} /> : null}
      <ResultsLayout>
        <Card as="div">
          <Stack>
            {list}
            {/* Nothing to assign to a patient the clinic does not have. */}
            {patient && !error ? (
              <SendAssessmentButton email={patient.email} onSent={() => void reload()} />
            ) : null}
            {patient && !error ? <FhirExportButton patientId={patient.id} /> : null}
            {selected?.status === 'CREATED' ? (
              <WithdrawButton key={selected.id} instanceId={selected.id} onWithdrawn={withdrawn} />
            ) : null}
          </Stack>
        </Card>
        {id ? (
          <ResultDetails
            id={id}
            onLoaded={namePatient}
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
