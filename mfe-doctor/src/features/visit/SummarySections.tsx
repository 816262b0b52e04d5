import { useIntl } from 'react-intl';
import type { VisitSummary } from '@dcp/shared/contracts';
import { flagText } from '@dcp/people';
import { VisuallyHidden } from '@dcp/shared/ui';
import { Phq9Lines } from './Phq9Lines';
import { Block, Muted } from './SheetParts';
import { formatDay } from './units';

type Latest = NonNullable<VisitSummary['latest']>;

/** Age, type, years since diagnosis and other conditions on one line. */
export function PatientFacts({ s }: { s: VisitSummary }) {
  const intl = useIntl();
  const c = s.patient.context;
  const unknown = intl.formatMessage({ id: 'doctor.visit.notGiven' });
  const facts = [
    intl.formatMessage({ id: 'doctor.visit.age' }, { age: c.age ?? unknown }),
    intl.formatMessage(
      { id: 'doctor.visit.type' },
      { type: c.diabetes ? intl.formatMessage({ id: `shared.people.diabetes.${c.diabetes}` }) : unknown },
    ),
    intl.formatMessage({ id: 'doctor.visit.years' }, { years: c.yearsSinceDiagnosis ?? unknown }),
    intl.formatMessage(
      { id: 'doctor.visit.conditions' },
      {
        value:
          c.chronicConditions === null
            ? unknown
            : intl.formatMessage({ id: c.chronicConditions ? 'doctor.visit.yes' : 'doctor.visit.no' }),
      },
    ),
  ];
  return (
    <Block id="visit-patient" title={intl.formatMessage({ id: 'doctor.visit.patient' })}>
      <p>{facts.join(' · ')}</p>
    </Block>
  );
}

/** The list's priority in its words; bold while item 9 is unresolved (urgent findings dominate). */
function PriorityLine({ priority }: { priority: VisitSummary['priority'] }) {
  const intl = useIntl();
  const code = intl.formatMessage({
    id: `shared.patients.code.${priority.urgent ? 'URGENT' : (priority.code ?? 'NONE')}`,
  });
  const line = intl.formatMessage({ id: 'doctor.visit.priority' }, { code });
  return <p data-testid="visit-priority">{priority.urgent ? <strong>{line}</strong> : line}</p>;
}

/**
 * The priority, then the latest questionnaire: its scores, the main concern, why flagged, PHQ-2; and
 * the newest PHQ-9.
 */
export function LatestScores({
  latest,
  phq9,
  priority,
}: {
  latest: Latest | null;
  phq9: VisitSummary['phq9'];
  priority: VisitSummary['priority'];
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `doctor.visit.${id}` }, values);
  if (!latest)
    return (
      <Block id="visit-latest" title={t('latest')}>
        <PriorityLine priority={priority} />
        <p>{t('noLatest')}</p>
        <Phq9Lines phq9={phq9} urgent={priority.urgent} />
      </Block>
    );
  const category = (c: string) => intl.formatMessage({ id: `shared.survey.category.${c}` });
  const flags = latest.flags.map((f) => flagText(intl, f));
  return (
    <Block id="visit-latest" title={t('latest')}>
      <PriorityLine priority={priority} />
      <p>
        <strong>
          {t('latestOf', { name: latest.surveyName, date: formatDay(intl, latest.submittedAt) })}
        </strong>
      </p>
      <table>
        <caption>
          <VisuallyHidden>{t('scoresCaption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('category')}</th>
            <th scope="col">{t('score')}</th>
          </tr>
        </thead>
        <tbody>
          {latest.scores
            .filter((sc) => sc.category !== 'PHQ2')
            .map((sc) => (
              <tr key={sc.category}>
                <th scope="row">{category(sc.category)}</th>
                <td>{t('scoreOf', { score: sc.scoreValue, max: sc.max })}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p>{latest.concern ? t('concern', { category: category(latest.concern) }) : t('noConcern')}</p>
      <p>{flags.length ? t('flagged', { list: flags.join('; ') }) : t('notFlagged')}</p>
      {latest.phq2 ? (
        <p>
          <strong>{t('phq2', { score: latest.phq2.score })}</strong>{' '}
          {t(latest.phq2.possibleDepression ? 'phq2Positive' : 'phq2Negative')}
        </p>
      ) : null}
      <Phq9Lines phq9={phq9} urgent={priority.urgent} />
    </Block>
  );
}

export function OwnWords({ latest }: { latest: Latest | null }) {
  const intl = useIntl();
  const words = latest?.ownWords ?? [];
  return (
    <Block id="visit-words" title={intl.formatMessage({ id: 'doctor.visit.ownWords' })}>
      {words.length === 0 ? <Muted>{intl.formatMessage({ id: 'doctor.visit.noOwnWords' })}</Muted> : null}
      {/* What was asked, with its area (one "tell us more" per area), then the patient's words
          (issue 36 point 7). */}
      {words.map((w) => (
        <figure key={w.questionId}>
          <Muted as="figcaption">
            {intl.formatMessage(
              { id: 'doctor.results.ownWordsAsked' },
              {
                area: intl.formatMessage({ id: `shared.survey.category.${w.category}` }),
                question: w.question,
              },
            )}
          </Muted>
          <blockquote>
            {/* The patient's text, as typed: rendered as text, never as HTML. */}
            <p>{intl.formatMessage({ id: 'doctor.visit.quote' }, { text: w.answer ?? '' })}</p>
          </blockquote>
        </figure>
      ))}
    </Block>
  );
}

export function AgreedPlan({ plan }: { plan: VisitSummary['plan'] }) {
  const intl = useIntl();
  return (
    <Block id="visit-plan" title={intl.formatMessage({ id: 'doctor.visit.plan' })}>
      {plan ? (
        <>
          <Muted>
            {intl.formatMessage({ id: 'doctor.visit.planOf' }, { date: formatDay(intl, plan.agreedAt) })}
          </Muted>
          <ul>
            {plan.conclusions.map((c, i) => (
              <li key={`c${i}`}>{c}</li>
            ))}
            {plan.recommendations.map((r) => (
              <li key={r.question}>{`${r.question} ${r.answers.join('; ')}`}</li>
            ))}
          </ul>
        </>
      ) : (
        <Muted>{intl.formatMessage({ id: 'doctor.visit.noPlan' })}</Muted>
      )}
    </Block>
  );
}
