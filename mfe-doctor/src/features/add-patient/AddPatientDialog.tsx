import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isAxiosError, notify } from '@dcp/shared/http';
import { emailProblem } from '@dcp/people';
import { useSession } from '@dcp/shared/session';
import { Button, Modal, Select, TextField, useFieldErrors } from '@dcp/shared/ui';
import type { Locale } from '@dcp/shared/contracts';
import { useCreatePatient } from './api/createPatient';
import { splitFullName } from './fullName';
import { SurveySelect } from './SurveySelect';
import { useAssign, useProblemText } from './useAssign';

type Field = 'email' | 'fullName' | 'surveyId';
const EMPTY: Record<Field, string> = { email: '', fullName: '', surveyId: '' };

/**
 * Add patient (req A§5, §8): e-mail, full name (split into first and last), a survey → POST user then
 * POST surveyInstance. A 409 (the patient exists) is tolerated and the survey still assigned — once
 * the doctor, told that this e-mail already has an account, confirms it (issue 28 point 8). The API
 * mails the invitation (patient/:token) that leads to this survey. Mounted only while open, so each
 * opening starts empty; the Modal traps focus and gives it back to the button that opened it.
 */
export function AddPatientDialog({ onClose, onAdded }: { onClose: () => void; onAdded?: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const problem = useProblemText();
  const [values, setValues] = useState(EMPTY);
  // The language of the invitation and of the patient's portal; the doctor's own by default.
  const [locale, setLocale] = useState<Locale>(useSession().locale);
  const { save, busy: creating } = useCreatePatient();
  const { assign, busy: assigning } = useAssign();
  const busy = creating || assigning;
  // The e-mail that already has an account: the questionnaire goes to it only once confirmed.
  const [existing, setExisting] = useState<string | null>(null);

  const assignTo = async (email: string) => {
    if (await assign(email, values.surveyId)) {
      onAdded?.();
      onClose();
    }
  };

  const errors: Record<Field, string | null> = {
    email: emailProblem(values.email),
    fullName: values.fullName.trim() ? null : 'doctor.addPatient.fullNameIsEmpty',
    surveyId: values.surveyId ? null : 'doctor.addPatient.surveyIsEmpty',
  };
  const { valid, shown, blur, touchAll } = useFieldErrors(errors, t);
  const set = (f: Field) => (value: string) => setValues((v) => ({ ...v, [f]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    touchAll();
    if (!valid || busy) return;
    const email = values.email.trim().toLowerCase();
    try {
      await save({ email, ...splitFullName(values.fullName), locale });
      notify({ type: 'success', title: t('doctor.addPatient.registered'), message: email });
    } catch (err) {
      // req A§8: an existing patient (409) is tolerated and the survey still assigned, once confirmed.
      if (isAxiosError(err) && err.response?.status === 409) setExisting(email);
      else notify({ type: 'error', title: t('doctor.addPatient.notRegistered'), message: problem(err) });
      return;
    }
    await assignTo(email);
  }

  return (
    <Modal
      open
      onClose={onClose}
      closeLabel={t('doctor.addPatient.close')}
      title={t('doctor.addPatient.title')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={t('doctor.addPatient.email')}
          value={values.email}
          error={shown('email')}
          onChange={(e) => set('email')(e.target.value)}
          onBlur={blur('email')}
        />
        <TextField
          name="fullName"
          autoComplete="off"
          label={t('doctor.addPatient.fullName')}
          value={values.fullName}
          error={shown('fullName')}
          onChange={(e) => set('fullName')(e.target.value)}
          onBlur={blur('fullName')}
        />
        <SurveySelect
          value={values.surveyId}
          onChange={set('surveyId')}
          error={shown('surveyId')}
          onBlur={blur('surveyId')}
        />
        <Select
          name="locale"
          label={t('doctor.addPatient.language')}
          value={locale}
          options={[
            { value: 'en-GB', label: t('doctor.addPatient.english') },
            { value: 'es-ES', label: t('doctor.addPatient.spanish') },
          ]}
          onChange={(e) => setLocale(e.target.value === 'es-ES' ? 'es-ES' : 'en-GB')}
        />
        {existing ? (
          <div role="alert">
            <p>{intl.formatMessage({ id: 'doctor.addPatient.exists' }, { email: existing })}</p>
            <Button disabled={busy} onClick={() => void assignTo(existing)}>
              {t('doctor.addPatient.assignExisting')}
            </Button>{' '}
            <Button variant="secondary" disabled={busy} onClick={() => setExisting(null)}>
              {t('doctor.addPatient.changeEmail')}
            </Button>
          </div>
        ) : (
          <Button type="submit" disabled={busy}>
            {t('doctor.addPatient.submit')}
          </Button>
        )}
      </form>
    </Modal>
  );
}
