import { FormattedMessage } from 'react-intl';
import { useSession } from '@dcp/shared/session';
import { ConclusionText, ResourceLink } from '@dcp/shared/survey';
import type { SurveyInstance } from '@dcp/shared/contracts';

/** Resources in the patient's language (`/es-ES/resolved` for Spanish, the default otherwise). */
function AnswerResource({ name, url }: { name: string | null; url: string }) {
  const { locale } = useSession();
  return (
    <ResourceLink url={url} locale={locale === 'es-ES' ? locale : undefined}>
      {name ?? url}
    </ResourceLink>
  );
}

/** The agreed care plan, read-only (req G§2 "Results details (patient view)"). */
export function CarePlanView({ instance }: { instance: SurveyInstance }) {
  const chosen = instance.recommendations
    .map((r) => ({ ...r, picked: r.possibleAnswers.filter((a) => r.answers.includes(a.id)) }))
    .filter((r) => r.picked.length > 0);
  const showFlag = new Map(instance.possibleConclusions.map((c) => [c.id, c.show]));

  return (
    <>
      <section aria-labelledby="recs-heading">
        <h2 id="recs-heading">
          <FormattedMessage id="patient.results.recommendations" />
        </h2>
        {chosen.length === 0 ? (
          <p>
            <FormattedMessage id="shared.survey.noInformation" />
          </p>
        ) : (
          chosen.map((r) => (
            <div key={r.id}>
              <h3>{r.question}</h3>
              <ul>
                {r.picked.map((a) => (
                  <li key={a.id}>
                    {a.answer}
                    {a.resourceUrl ? (
                      <>
                        {' — '}
                        <AnswerResource name={a.resourceName} url={a.resourceUrl} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
      <section aria-labelledby="conclusions-heading">
        <h2 id="conclusions-heading">
          <FormattedMessage id="patient.results.conclusions" />
        </h2>
        {instance.conclusions.length === 0 ? (
          <p>
            <FormattedMessage id="patient.results.conclusionError" />
          </p>
        ) : (
          instance.conclusions.map((c) => (
            <ConclusionText key={c.conclusionId} text={c.text} show={showFlag.get(c.conclusionId) ?? false} />
          ))
        )}
      </section>
    </>
  );
}
