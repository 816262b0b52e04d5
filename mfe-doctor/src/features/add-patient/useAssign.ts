import { useIntl } from 'react-intl';
import { PROBLEM_CODE } from '@dcp/shared/contracts';
import { errorMessage, isAxiosError, problemCode, notify } from '@dcp/shared/http';
import { useText } from '@dcp/shared/i18n';
import { useSession } from '@dcp/shared/session';
import { useAssignSurvey } from './api/assignSurvey';
import { resultsPath } from './resultsPath';

/** The API's problems (by `code`) this feature shows with its own text. */
const KNOWN: Record<string, string> = { [PROBLEM_CODE.assignmentStillOpen]: 'doctor.assign.stillOpen' };

/** A failed call's message: a known problem translated, else the server's text or the status. */
export function useProblemText() {
  const intl = useIntl();
  const text = useText();
  return (err: unknown) => {
    if (!isAxiosError(err)) return intl.formatMessage({ id: 'shared.http.unknownError' });
    const known = KNOWN[problemCode(err.response?.data) ?? ''];
    return known ? intl.formatMessage({ id: known }) : text(errorMessage(err));
  };
}

/**
 * POST surveyInstance with the notifications of req A§8: the survey-created success with a link to
 * the patient's results, or the error (a survey still open → its own message). Answers the new id.
 */
export function useAssign() {
  const intl = useIntl();
  const problem = useProblemText();
  const doctorEmail = useSession().account?.email ?? '';
  const { save, busy } = useAssignSurvey();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const assign = async (userEmail: string, surveyId: string): Promise<string | null> => {
    try {
      const instance = await save({ doctorEmail, userEmail, surveyId });
      notify({
        type: 'success',
        title: t('doctor.assign.createdTitle'),
        message: t('doctor.assign.created', { email: userEmail }),
        link: {
          to: resultsPath(instance.patientId, instance.id),
          label: t('doctor.assign.openResults'),
        },
      });
      return instance.id;
    } catch (err) {
      notify({ type: 'error', title: t('doctor.assign.errorTitle'), message: problem(err) });
      return null;
    }
  };
  return { assign, busy };
}
