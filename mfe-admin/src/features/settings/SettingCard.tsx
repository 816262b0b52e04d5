import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Loaded } from '@dcp/shared/data';
import { notify } from '@dcp/shared/http';
import { useSession } from '@dcp/shared/session';
import { Button, Card, Spinner } from '@dcp/shared/ui';

// What every clinic setting on admin/clinic shares (reminders, erasure, authenticator app, glucose
// data): the draft follows the loaded value until the admin edits it (derived, no effect); a save
// adopts the answer, drops the draft and says so; a failed save keeps the draft for another try.

/** The signed-in admin's clinic, whose settings the cards load and save. */
export function useClinicId(): string | null {
  return useSession().account?.clinic?.id ?? null;
}

/** A setting's loaded value, its draft and its save. `save` answers the setting as stored. */
export function useClinicSetting<V, D, B>(
  loaded: Loaded<V>,
  write: { save: (clinicId: string, body: B) => Promise<V>; busy: boolean },
  draftOf: (value: V) => D,
) {
  const clinicId = useClinicId();
  const [edited, setEdited] = useState<{ from: V; draft: D } | null>(null);
  const value = loaded.data;
  const draft = value === undefined ? undefined : edited?.from === value ? edited.draft : draftOf(value);
  return {
    draft,
    busy: write.busy,
    change: (next: D) => value !== undefined && setEdited({ from: value, draft: next }),
    /** Saves a checked body; `saved` is the card's "saved" notice. */
    async commit(body: B, saved: { title: string; message: string }) {
      if (!clinicId) return;
      try {
        loaded.set(await write.save(clinicId, body));
        setEdited(null);
        notify({ type: 'success', ...saved });
      } catch {
        // The http client has reported the failure; the draft stays for another try.
      }
    },
  };
}

/**
 * A setting's card: a labelled form with its heading, hint, fields and save button; while the value
 * loads, a spinner; when it cannot be loaded, the card's own message.
 */
export function SettingCard(props: {
  loaded: Pick<Loaded<unknown>, 'data' | 'error'>;
  headingId: string;
  title: string;
  failed: string;
  saveLabel: string;
  busy: boolean;
  onSubmit: () => void;
  /** The hint and fields, drawn once the value is there. */
  children: () => ReactNode;
}) {
  const intl = useIntl();
  if (props.loaded.error) return <Card>{props.failed}</Card>;
  if (props.loaded.data === undefined)
    return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
  return (
    <Card as="section">
      <form
        aria-labelledby={props.headingId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 id={props.headingId}>{props.title}</h2>
        {props.children()}
        <Button type="submit" disabled={props.busy}>
          {props.saveLabel}
        </Button>
      </form>
    </Card>
  );
}
