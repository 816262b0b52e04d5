import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@dcp/shared/ui';
import { AddPatientDialog } from './AddPatientDialog';

/** 'Add patient' (or `labelId`'s words): opens the dialog; `onAdded` lets a list reload. */
export function AddPatientButton({
  onAdded,
  labelId = 'doctor.addPatient.open',
}: {
  onAdded?: () => void;
  labelId?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FormattedMessage id={labelId} />
      </Button>
      {open ? <AddPatientDialog onClose={() => setOpen(false)} onAdded={onAdded} /> : null}
    </>
  );
}
