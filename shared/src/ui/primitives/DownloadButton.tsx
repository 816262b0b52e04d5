import { useId, useState, type ReactNode } from 'react';
import { downloadBlob } from '../download';
import { Button } from './Button';

/**
 * A button that fetches a file and hands it to the browser as `fileName()` (named at the click), busy
 * and disabled meanwhile, above a line saying what the file holds. A failure is reported by the http
 * client. Busy is its own state, not @dcp/shared/data's: the shell uses this too, and consuming that
 * shared module there made the federation runtime fetch every remote's entry on every signed-in page.
 */
export function DownloadButton({
  fetchFile,
  fileName,
  label,
  hint,
}: {
  fetchFile: () => Promise<Blob>;
  fileName: () => string;
  label: ReactNode;
  hint: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const download = async () => {
    setBusy(true);
    try {
      downloadBlob(await fetchFile(), fileName());
    } catch {
      /* already notified by the http client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={hintId}
      >
        {label}
      </Button>
      <p id={hintId}>{hint}</p>
    </div>
  );
}
