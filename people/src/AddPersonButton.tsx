import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@dcp/shared/session';
import { Button } from '@dcp/shared/ui';
import { CreateUserDialog } from './CreateUserDialog';
import type { PersonKind } from './kinds';

/** "Add admin | doctor | patient" and its dialog (the superadmin picks the clinic). */
export function AddPersonButton({ kind, onCreated }: { kind: PersonKind; onCreated?: () => void }) {
  const intl = useIntl();
  const { account } = useSession();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button onClick={() => setAdding(true)}>
        {intl.formatMessage({ id: `shared.people.${kind}.add` })}
      </Button>
      <CreateUserDialog
        kind={kind}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => onCreated?.()}
        pickClinic={account?.accountType === 'superadmin'}
      />
    </>
  );
}
