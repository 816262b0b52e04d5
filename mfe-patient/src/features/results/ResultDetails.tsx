import { useEffect } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from '@dcp/shared/ui';
import { ScoresSection, needsAnswers, useInstance } from '@dcp/shared/survey';
import { FollowUpOffer, LoadState, SupportNotice } from '../survey';
import { CarePlanView } from './CarePlanView';

/**
 * One instance, read-only: the questionnaire link while it still needs answers, the scores once
 * submitted, and the agreed care plan once the doctor has recorded it. `onShown` is called once it is
 * drawn (or failed).
 */
export function ResultDetails({ id, onShown }: { id: string; onShown?: () => void }) {
  const { data: instance, error, loading } = useInstance(id);
  // Told once the instance (or its error) is on screen: the patient's home draws what comes below after it.
  useEffect(() => {
    if (!loading) onShown?.();
  }, [loading, onShown]);

  if (loading) return <LoadState />;
  if (error || !instance) return <LoadState failed />;
  return (
    <Card aria-labelledby="details-heading">
      <h2 id="details-heading">
        {instance.survey.name || <FormattedMessage id="shared.survey.titleMissing" />}
      </h2>
      <p>
        <FormattedDate value={instance.lastUpdatedTimestamp} dateStyle="long" />
      </p>
      {needsAnswers(instance) ? (
        <>
          <p>
            <FormattedMessage id="patient.results.notAnswered" />
          </p>
          <Link to={`/survey/${instance.id}`}>
            <FormattedMessage id="patient.results.answer" />
          </Link>
        </>
      ) : (
        <>
          {/* Only the patient's own view carries support (a doctor never opens this page). */}
          <SupportNotice support={instance.audience === 'patient' ? instance.support : null} />
          <FollowUpOffer followUp={instance.audience === 'patient' ? instance.followUp : null} />
          <ScoresSection
            scores={instance.scores}
            areas={instance.mainAreasOfFocus}
            audience={instance.audience}
          />
          {instance.status === 'COMPLETED' ? (
            <CarePlanView instance={instance} />
          ) : (
            <p>
              <FormattedMessage id="patient.results.inReview" />
            </p>
          )}
        </>
      )}
    </Card>
  );
}
