import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

/** req G§9: the copy button shows its confirmation for one second. */
export const COPY_CONFIRM_MS = 1000;

/** Copies `text` to the clipboard and says so on the button itself ("Copied!") for a moment. */
export function CopyButton({ text, label }: { text: string; label: ReactNode }) {
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
      {copied ? <FormattedMessage id="shared.ui.copied" /> : label}
    </Button>
  );
}
