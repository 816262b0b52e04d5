import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@dcp/shared/session';
import { Button, Modal, Select } from '@dcp/shared/ui';
import type { SingleBurnResponse } from '@dcp/shared/contracts';
import { pickerOptions, useSurveys } from '../add-patient';
import { useCreateOneTimeLink } from './api/createOneTimeLink';

/**
 * A one-time link (req A§7 singleBurn): a survey, then a login and password for one patient, shown
 * once in a modal that says 'Successfully!', or 'Warning:' when one of them is missing (req A§8).
 * Its title says what happened (issue 36 point 17: a title of 'Successfully!' named nothing), and its
 * text where the copy went: to the doctor who made it (a clinic has no e-mail address of its own).
 */
export function OneTimeLinkButton() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const surveys = useSurveys();
  const email = useSession().account?.email ?? '';
  const { save, busy } = useCreateOneTimeLink();
  const [surveyId, setSurveyId] = useState('');
  const [result, setResult] = useState<SingleBurnResponse | null>(null);
  const complete = Boolean(result?.userLogin && result.userPassword);

  const create = async () => {
    try {
      setResult(await save(surveyId));
    } catch {
      /* the http client has shown the server's message */
    }
  };

  return (
    <section aria-labelledby="one-time-title">
      <h3 id="one-time-title">
        <FormattedMessage id="doctor.oneTime.title" />
      </h3>
      <Select
        label={t('doctor.oneTime.survey')}
        placeholder={t('doctor.oneTime.choose')}
        options={pickerOptions(surveys.data ?? [])}
        value={surveyId}
        onChange={(e) => setSurveyId(e.target.value)}
      />
      <Button disabled={!surveyId || busy} onClick={() => void create()}>
        <FormattedMessage id="doctor.oneTime.create" />
      </Button>
      <Modal
        open={result !== null}
        title={t(complete ? 'doctor.oneTime.createdTitle' : 'doctor.oneTime.incompleteTitle')}
        onClose={() => setResult(null)}
        closeLabel={t('shared.ui.close')}
        footer={
          <Button onClick={() => setResult(null)}>
            <FormattedMessage id="doctor.oneTime.close" />
          </Button>
        }
      >
        {/* The spec's words open the message: 'Successfully!', or 'Warning:' and what is missing. */}
        <p role={complete ? undefined : 'alert'}>
          <strong>
            <FormattedMessage id={complete ? 'doctor.oneTime.success' : 'doctor.oneTime.warning'} />
          </strong>
          {complete ? null : (
            <>
              {' '}
              <FormattedMessage id="doctor.oneTime.incomplete" />
            </>
          )}
        </p>
        <dl>
          <dt>
            <FormattedMessage id="doctor.oneTime.login" />
          </dt>
          <dd data-testid="one-time-login">{result?.userLogin ?? t('doctor.oneTime.missing')}</dd>
          <dt>
            <FormattedMessage id="doctor.oneTime.password" />
          </dt>
          <dd data-testid="one-time-password">{result?.userPassword ?? t('doctor.oneTime.missing')}</dd>
        </dl>
        {complete ? (
          <p>
            <FormattedMessage id="doctor.oneTime.mailed" values={{ email }} />
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
