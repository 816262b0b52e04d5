import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { notify, SessionError } from '@dcp/shared/session';
import { errorMessage, isAxiosError } from '@dcp/shared/http';
import { useText } from '@dcp/shared/i18n';

/**
 * Runs a password action: success → notification and navigation; failure → the provider's or
 * server's message, else 'unknown error' (req A§8), shown in the form. `known` names a translated
 * message id for a failure the page recognises (the API's messages are English only).
 */
export function usePasswordAction() {
  const intl = useIntl();
  const text = useText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run<R>(
    action: () => Promise<R>,
    success?: {
      messageId: string | ((result: R) => string);
      to: string | ((result: R) => { path: string; state?: unknown });
    },
    known?: (e: unknown) => string | null,
  ) {
    setBusy(true);
    setFailure(null);
    try {
      const result = await action();
      if (success) {
        const id = typeof success.messageId === 'string' ? success.messageId : success.messageId(result);
        const message = intl.formatMessage({ id });
        notify({ type: 'success', title: intl.formatMessage({ id: 'auth.password.title' }), message });
        const next = typeof success.to === 'string' ? { path: success.to } : success.to(result);
        void navigate(next.path, { state: next.state });
      }
      return true;
    } catch (e) {
      const knownId = known?.(e);
      if (knownId) setFailure(intl.formatMessage({ id: knownId }));
      else if (e instanceof SessionError) setFailure(text(e.text));
      else if (isAxiosError(e)) setFailure(text(errorMessage(e)));
      else setFailure(intl.formatMessage({ id: 'shared.session.unknownError' }));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}
