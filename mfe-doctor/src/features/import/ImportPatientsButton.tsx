import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { IMPORT_TEMPLATE } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { Button, downloadBlob, Modal, Select, VisuallyHidden } from '@dcp/shared/ui';
import { pickerOptions, useSurveys } from '../add-patient';
import { refusal, useImportPatients, type ImportProgress } from './api/importPatients';
import { ImportResultModal, type ImportOutcome } from './ImportResultModal';

export const TEMPLATE_FILE_NAME = 'patients-template.csv';

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  select,
  progress {
    width: 100%;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The file as UTF-8 text (a BOM is left for the API, which accepts it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file, 'utf-8');
  });
}

/**
 * Mass import (req A§4): one button in the list's header (issue 36 point 3: the questionnaire picker,
 * template and file button took a line of their own above the list); its dialog holds the
 * questionnaire the imported patients get, the template, the file pick and the rows going in; then
 * the 'Mass sign up' result. Needs a signed-in doctor (the `doctor` query: its account id).
 * `onImported` runs after a file was applied (even partly), so the list shows the new patients.
 */
export function ImportPatientsButton({ onImported }: { onImported?: () => void } = {}) {
  const intl = useIntl();
  const doctor = useSession().account?.id ?? '';
  const input = useRef<HTMLInputElement>(null);
  const { save: importFile, busy } = useImportPatients();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // The questionnaire the imported patients get (bulk assign); none: the doctor assigns later.
  const [surveyId, setSurveyId] = useState('');
  const surveys = useSurveys();
  const [open, setOpen] = useState(false);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) {
      setOpen(false);
      setOutcome({ refused: intl.formatMessage({ id: 'doctor.import.csvOnly' }) });
      return;
    }
    setProgress({ done: 0, total: 0 });
    try {
      const csv = await readText(file);
      setOutcome({ result: await importFile(csv, doctor, surveyId || undefined, setProgress) });
      onImported?.();
    } catch (err) {
      setOutcome({ refused: refusal(err) ?? intl.formatMessage({ id: 'doctor.import.failed' }) });
    } finally {
      setProgress(null);
      // One dialog at a time: the result replaces the import's.
      setOpen(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {intl.formatMessage({ id: 'doctor.import.button' })}
      </Button>
      <Modal
        open={open}
        title={intl.formatMessage({ id: 'doctor.import.dialogTitle' })}
        onClose={() => setOpen(false)}
        closeLabel={intl.formatMessage({ id: 'doctor.import.close' })}
      >
        <Steps>
          <Select
            label={intl.formatMessage({ id: 'doctor.import.survey' })}
            placeholder={intl.formatMessage({ id: 'doctor.import.noSurvey' })}
            value={surveyId}
            options={pickerOptions(surveys.data ?? [])}
            onChange={(e) => setSurveyId(e.target.value)}
          />
          <VisuallyHidden>
            <label>
              <FormattedMessage id="doctor.import.fileLabel" />
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                onChange={(e) => void onFile(e)}
                tabIndex={-1}
              />
            </label>
          </VisuallyHidden>
          <Row>
            <Button onClick={() => input.current?.click()} disabled={busy} aria-busy={busy}>
              {intl.formatMessage({ id: 'doctor.import.choose' })}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                downloadBlob(new Blob([IMPORT_TEMPLATE], { type: 'text/csv' }), TEMPLATE_FILE_NAME)
              }
            >
              {intl.formatMessage({ id: 'doctor.import.template' })}
            </Button>
          </Row>
          {progress ? (
            <label>
              {progress.total ? (
                <FormattedMessage
                  id="doctor.import.progress"
                  values={{ done: progress.done, total: progress.total }}
                />
              ) : (
                <FormattedMessage id="doctor.import.starting" />
              )}{' '}
              <progress value={progress.done} max={progress.total || 1} />
            </label>
          ) : null}
        </Steps>
      </Modal>
      <ImportResultModal outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
