import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, isAxiosError, notify } from '@dcp/shared/http';
import { signInWithToken, useSession } from '@dcp/shared/session';
import { BirthDateField } from '@dcp/shared/survey';
import { Button, Card, Modal, PageHeader, Select, Spinner, TextField, useFieldErrors } from '@dcp/shared/ui';
import { useSignUpSurveys } from './api/getSignUpSurveys';
import { useSignUpRestricted } from './api/signUpRestricted';
import { ComeBack } from './ComeBack';
import { signUpErrors, type SignUpField, type SignUpValues } from './validation';

// Survey names are long: the select keeps to the card's width down to 360 px.
const Form = styled.form`
  > div {
    min-width: 0;
  }
  select {
    width: 100%;
  }
`;

const EMPTY: SignUpValues = { surveyId: '', firstName: '', lastName: '', email: '', dateOfBirth: null };

/**
 * survey?docRefToken=…[&anonymous=true] — sign-up through a doctor link (req G§2, §5): the new
 * patient becomes a restricted user who may open only the chosen survey. Fields are checked on blur;
 * Submit waits until every one is valid.
 */
export function SignUpPage({ docRefToken, anonymous }: { docRefToken: string; anonymous: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useSession();
  const surveys = useSignUpSurveys(docRefToken, locale);
  const { save, busy } = useSignUpRestricted();
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const errors = signUpErrors(values, anonymous);
  const t = (id: string) => intl.formatMessage({ id });
  const { valid, shown: errorOf, blur } = useFieldErrors(errors, t);
  const set = (f: SignUpField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [f]: e.target.value }));

  const submit = async () => {
    if (!valid || busy) return;
    try {
      const { jwt, surveyInstanceId } = await save({
        surveyId: values.surveyId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        dateOfBirth: anonymous && values.dateOfBirth ? values.dateOfBirth.getTime() : null,
        anonymous,
        doctorRefToken: docRefToken,
        // The language the person is reading is the account's (issue 36 point 1).
        locale,
      });
      await signInWithToken(jwt, { restrictedSurveyId: surveyInstanceId });
      setDone(surveyInstanceId);
    } catch (e) {
      // The form stays as typed; the server's message (req G§8) or 'Unknown error'.
      if (!isAxiosError(e)) throw e;
      notify({ type: 'error', title: { id: 'shared.http.requestError' }, message: errorMessage(e) });
    }
  };

  if (surveys.loading && !surveys.data) return <Spinner label={t('patient.survey.loading')} />;
  if (surveys.error || !surveys.data) {
    return (
      <Card role="alert">
        <FormattedMessage id="patient.signUp.linkInvalid" />
      </Card>
    );
  }
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={anonymous ? 'patient.signUp.anonymousTitle' : 'patient.signUp.title'} />}
      />
      <Card>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Select
            label={t('patient.signUp.survey')}
            placeholder={t('patient.signUp.choose')}
            options={surveys.data.map((s) => ({ value: s.id, label: s.name }))}
            value={values.surveyId}
            onChange={set('surveyId')}
            onBlur={blur('surveyId')}
            error={errorOf('surveyId')}
            required
          />
          <TextField
            label={t('patient.signUp.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            onBlur={blur('firstName')}
            error={errorOf('firstName')}
            required
          />
          <TextField
            label={t('patient.signUp.lastName')}
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            onBlur={blur('lastName')}
            error={errorOf('lastName')}
            required
          />
          <TextField
            label={t('patient.signUp.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            onBlur={blur('email')}
            error={errorOf('email')}
            required
          />
          {anonymous ? (
            <BirthDateField
              label={t('patient.signUp.dateOfBirth')}
              onChange={(d, problem) =>
                setValues((v) => ({ ...v, dateOfBirth: d, dateOfBirthProblem: problem }))
              }
              onBlur={blur('dateOfBirth')}
              error={errorOf('dateOfBirth')}
              required
            />
          ) : null}
          <Button type="submit" disabled={!valid || busy}>
            <FormattedMessage id="patient.signUp.submit" />
          </Button>
          <ComeBack email={errors.email ? null : values.email.trim()} />
        </Form>
      </Card>
      <Modal
        open={done !== null}
        // What happened, not 'Successfully!' (issue 36 point 17).
        title={t(anonymous ? 'patient.signUp.anonymousDoneTitle' : 'patient.signUp.successTitle')}
        onClose={() => void navigate(`/survey/${done}`)}
        closeLabel={t('shared.ui.close')}
        footer={
          <Button onClick={() => void navigate(`/survey/${done}`)}>
            <FormattedMessage id="patient.signUp.toSurvey" />
          </Button>
        }
      >
        <p>
          <FormattedMessage id={anonymous ? 'patient.signUp.anonymousSuccess' : 'patient.signUp.success'} />
        </p>
      </Modal>
    </>
  );
}
