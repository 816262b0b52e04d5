import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@dcp/shared/ui';
import { AddPatientDialog } from './AddPatientDialog';

/** 'Add patient': opens the dialog; `onAdded` lets a list reload. */
export function AddPatientButton({ onAdded }: { onAdded?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FormattedMessage id="doctor.addPatient.open" />
      </Button>
      {open ? <AddPatientDialog onClose={() => setOpen(false)} onAdded={onAdded} /> : null}
    </>
  );
}
