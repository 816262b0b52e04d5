import { http } from '@dcp/shared/http';
import { AvailableSurveys, type Locale, type SurveyChoice } from '@dcp/shared/contracts';
import { useLoad } from '@dcp/shared/data';

/** The available-surveys helper (req G§7): public, by the doctor's link token. */
export async function getSignUpSurveys(doctorRefToken: string, locale: Locale): Promise<SurveyChoice[]> {
  const { data } = await http.get('auth/user-restricted-survey-bound/surveys', {
    params: { doctorRefToken, locale },
  });
  return AvailableSurveys.parse(data).content.filter((s) => s.isAvailable);
}

export const useSignUpSurveys = (doctorRefToken: string, locale: Locale) =>
  useLoad(() => getSignUpSurveys(doctorRefToken, locale), `${doctorRefToken}:${locale}`);
