import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Email } from '@dcp/shared/contracts';
import { Button, TextField } from '@dcp/shared/ui';

/** Opens a patient's survey results by e-mail until the patient list (a later issue) links them. */
export function OpenPatientForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = Email.safeParse(email).success;

  const open = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid)
      void navigate(`/doctor/survey-results?patient=${encodeURIComponent(email.trim().toLowerCase())}`);
  };

  return (
    <form onSubmit={open} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'doctor.open.label' })}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && !valid ? intl.formatMessage({ id: 'doctor.open.invalid' }) : undefined}
      />
      <Button type="submit" disabled={!valid}>
        <FormattedMessage id="doctor.open.submit" />
      </Button>
    </form>
  );
}
