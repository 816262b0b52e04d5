import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Loaded } from '@dcp/shared/data';
import { notify } from '@dcp/shared/http';
import { useSession } from '@dcp/shared/session';
import { Button, Card, Spinner } from '@dcp/shared/ui';

// What every clinic setting on admin/clinic shares (reminders, erasure, authenticator app, glucose
// data): the draft follows the loaded value until the admin edits it (derived, no effect); a save
// adopts the answer, drops the draft and says so; a failed save keeps the draft for another try.
// Each card's texts live under one catalogue prefix with the same ids (title, hint, failed, save,
// savedTitle, saved), so a card names its prefix once and the shape cannot drift between cards.

type Values = Record<string, string | number>;

/** The signed-in admin's clinic, whose settings the cards load and save. */
export function useClinicId(): string | null {
  return useSession().account?.clinic?.id ?? null;
}

/**
 * A setting's loaded value, its draft, its save and its texts: `t(id)` reads `<prefix><id>`, the
 * prefix spelt with its final dot (`'admin.erasureSettings.'`), as the catalogue check reads prefixes.
 */
export function useClinicSetting<V, D, B>(
  prefix: string,
  loaded: Loaded<V>,
  write: { save: (clinicId: string, body: B) => Promise<V>; busy: boolean },
  draftOf: (value: V) => D,
) {
  const intl = useIntl();
  const t = (id: string, values?: Values) => intl.formatMessage({ id: `${prefix}${id}` }, values);
  const clinicId = useClinicId();
  const [edited, setEdited] = useState<{ from: V; draft: D } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const value = loaded.data;
  const draft = value === undefined ? undefined : edited?.from === value ? edited.draft : draftOf(value);

  /** Saves a checked body and says so. */
  async function commit(body: B) {
    if (!clinicId) return;
    try {
      loaded.set(await write.save(clinicId, body));
      setEdited(null);
      notify({ type: 'success', title: t('savedTitle'), message: t('saved') });
    } catch {
      // The http client has reported the failure; the draft stays for another try.
    }
  }

  return {
    t,
    loaded,
    draft,
    busy: write.busy,
    /** Whether the last save was refused before sending (the card shows its field's error). */
    invalid,
    change: (next: D) => {
      setInvalid(false);
      if (value !== undefined) setEdited({ from: value, draft: next });
    },
    commit,
    /** Saves the contract's parse of the draft, or marks the card invalid (a blank box never saves). */
    commitParsed(parsed: { success: true; data: B } | { success: false }, blank = false) {
      if (!parsed.success || blank) return setInvalid(true);
      void commit(parsed.data);
    },
  };
}

/**
 * A setting's card: a labelled form with its heading, hint, fields and save button; while the value
 * loads, a spinner; when it cannot be loaded, the card's own message.
 */
export function SettingCard(props: {
  setting: Pick<ReturnType<typeof useClinicSetting>, 't' | 'busy'> & {
    loaded: Pick<Loaded<unknown>, 'data' | 'error'>;
  };
  headingId: string;
  /** The heading's id under the card's prefix, when it is not `title`. */
  titleId?: string;
  /** The line under the heading; the prefix's `hint` unless given. */
  hint?: ReactNode;
  onSubmit: () => void;
  /** The fields, drawn once the value is there. */
  children: () => ReactNode;
}) {
  const intl = useIntl();
  const { t, busy, loaded } = props.setting;
  if (loaded.error) return <Card>{t('failed')}</Card>;
  if (loaded.data === undefined) return <Spinner label={intl.formatMessage({ id: 'shared.ui.loading' })} />;
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
        <h2 id={props.headingId}>{t(props.titleId ?? 'title')}</h2>
        {props.hint ?? <p>{t('hint')}</p>}
        {props.children()}
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
      </form>
    </Card>
  );
}
