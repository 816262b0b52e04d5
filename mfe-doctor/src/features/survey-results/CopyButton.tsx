import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@dcp/shared/ui';

/** req G§9: the copy button shows its confirmation for one second. */
export const COPY_CONFIRM_MS = 1000;

export function CopyButton({ text, labelId = 'doctor.results.copy' }: { text: string; labelId?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
      <FormattedMessage id={copied ? 'doctor.results.copied' : labelId} />
    </Button>
  );
}
