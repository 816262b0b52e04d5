import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { IMPORT_TEMPLATE } from '@dcp/shared/contracts';
import { useSession } from '@dcp/shared/session';
import { Button, downloadBlob, Select, VisuallyHidden } from '@dcp/shared/ui';
import { pickerOptions, useSurveys } from '../add-patient';
import { refusal, useImportPatients, type ImportProgress } from './api/importPatients';
import { ImportResultModal, type ImportOutcome } from './ImportResultModal';

export const TEMPLATE_FILE_NAME = 'patients-template.csv';

// A fixed width: the survey names arrive after the toolbar is drawn, and a select sized by its
// longest option would push the buttons beside it (a layout shift on the doctor's landing page).
const SurveyPick = styled.div`
  width: min(20rem, 100%);
  select {
    width: 100%;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  progress {
    width: min(16rem, 100%);
  }
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
 * Mass import (req A§4): pick a .csv file, watch its rows go in, read the 'Mass sign up' result.
 * Also offers the template. For the list toolbar; needs a signed-in doctor (the `doctor` query: its account id).
 */
/** `onImported` runs after a file was applied (even partly), so the list shows the new patients. */
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

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) {
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
    }
  };

  return (
    <Bar>
      <SurveyPick>
        <Select
          label={intl.formatMessage({ id: 'doctor.import.survey' })}
          placeholder={intl.formatMessage({ id: 'doctor.import.noSurvey' })}
          value={surveyId}
          options={pickerOptions(surveys.data ?? [])}
          onChange={(e) => setSurveyId(e.target.value)}
        />
      </SurveyPick>
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
      <Button onClick={() => input.current?.click()} disabled={busy} aria-busy={busy}>
        {intl.formatMessage({ id: 'doctor.import.button' })}
      </Button>
      <Button
        variant="secondary"
        onClick={() => downloadBlob(new Blob([IMPORT_TEMPLATE], { type: 'text/csv' }), TEMPLATE_FILE_NAME)}
      >
        {intl.formatMessage({ id: 'doctor.import.template' })}
      </Button>
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
      <ImportResultModal outcome={outcome} onClose={() => setOutcome(null)} />
    </Bar>
  );
}
