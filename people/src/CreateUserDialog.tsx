import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, isAxiosError, notify } from '@dcp/shared/http';
import { useText } from '@dcp/shared/i18n';
import { Button, Modal, Select, TextField, useFieldErrors, useFormValues } from '@dcp/shared/ui';
import { useCreatePerson } from './api/createPerson';
import { useClinics } from './api/getClinics';
import { API_PATH, CLINIC_FIELD, type PersonKind } from './kinds';
import { clinicProblem, emailProblem, firstNameProblem, lastNameProblem } from './validation';

interface Props {
  kind: PersonKind;
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
  /** The superadmin chooses the clinic (picker of up to 500); others create in their own. */
  pickClinic: boolean;
  presetClinicId?: string;
}

type Field = 'email' | 'firstName' | 'lastName' | 'clinicId';
const EMPTY = { email: '', firstName: '', lastName: '', clinicId: '' };

/** The add-user dialog of the admin areas: validated fields, the create call, req A§8 messages. */
export function CreateUserDialog(props: Props) {
  // Mounted only while open, so every opening starts from empty fields (and the preset clinic).
  return props.open ? <OpenCreateUserDialog {...props} /> : null;
}

function OpenCreateUserDialog({ kind, open, onClose, onCreated, pickClinic, presetClinicId }: Props) {
  const intl = useIntl();
  const text = useText();
  const t = (id: string) => intl.formatMessage({ id });
  const { values, setValues, changeOf } = useFormValues({ ...EMPTY, clinicId: presetClinicId ?? '' });
  // Fetched each time the dialog opens for the superadmin; nothing is fetched for the others.
  const { page: clinicPage } = useClinics(open && pickClinic ? 'clinics' : null);
  const clinics = clinicPage?.content ?? [];
  const { save, busy } = useCreatePerson();

  const errors: Record<Field, string | null> = {
    email: emailProblem(values.email),
    firstName: firstNameProblem(values.firstName),
    lastName: lastNameProblem(values.lastName),
    clinicId: pickClinic ? clinicProblem(values.clinicId) : null,
  };
  const { valid, shown, blur, touchAll } = useFieldErrors(errors, t);
  const field = (name: Exclude<Field, 'clinicId'>, type: string) => ({
    name,
    type,
    value: values[name],
    label: t(`shared.people.field.${name}`),
    error: shown(name),
    onChange: changeOf(name),
    onBlur: blur(name),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    touchAll();
    if (!valid || busy) return;
    // req A§8: a kind of person the portal cannot create (a mounting slip) says so, sends nothing.
    if (!(kind in API_PATH)) {
      notify({
        type: 'error',
        title: t('shared.people.createUserError'),
        message: t('shared.people.wrongUserType'),
      });
      return;
    }
    const body = {
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...(pickClinic ? { [CLINIC_FIELD[kind]]: values.clinicId } : {}),
    };
    try {
      // silent: the failure is reported below with the registration-error title of req A§8.
      await save(kind, body);
      notify({ type: 'success', title: t(`shared.people.${kind}.created`), message: body.email });
      onCreated();
      onClose();
    } catch (err) {
      const message = isAxiosError(err) ? text(errorMessage(err)) : t('shared.http.unknownError');
      // req A§8: 'Admin registration error' for an administrator, '<Kind> is not registered' else.
      const title =
        kind === 'admin' ? 'shared.people.admin.registrationError' : `shared.people.${kind}.notRegistered`;
      notify({ type: 'error', title: t(title), message });
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      closeLabel={t('shared.ui.close')}
      title={t(`shared.people.${kind}.add`)}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField {...field('email', 'email')} autoComplete="off" />
        <TextField {...field('firstName', 'text')} />
        <TextField {...field('lastName', 'text')} />
        {pickClinic ? (
          <Select
            name="clinicId"
            label={t('shared.people.field.clinic')}
            placeholder={t('shared.people.chooseClinic')}
            options={clinics.map((c) => ({ value: c.id, label: c.name }))}
            value={values.clinicId}
            error={shown('clinicId')}
            onChange={(e) => {
              const clinicId = e.target.value;
              setValues((v) => ({ ...v, clinicId }));
            }}
            onBlur={blur('clinicId')}
          />
        ) : null}
        <Button type="submit" disabled={!valid || busy}>
          {t('shared.people.create')}
        </Button>
      </form>
    </Modal>
  );
}
