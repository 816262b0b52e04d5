import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StaffSurveyInstance } from '@dcp/shared/contracts';
import { Exposed } from '@dcp/shared/spa';
import { Card, Spinner, Stack } from '@dcp/shared/ui';
import { notCompletedForDoctor, useInstanceAs } from '@dcp/shared/survey';
import { useInstanceAnswers } from './api/getInstanceAnswers';
import { OwnWords } from './PatientAnswers';
import { PatientContextPanel } from './PatientContextPanel';
import { Phq9Section } from './Phq9Section';
import { ResultsEditor } from './ResultsEditor';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
// A tag with its words, never colour alone (design D§13).
const Tag = styled.p<{ $tone: 'warning' | 'success' }>`
  display: inline-block;
  margin: ${({ theme }) => theme.space[2]} 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 2px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: 600;
`;

export interface ResultDetailsProps {
  id: string;
  /** Told of every saved change (status included), so the page's list shows it at once. */
  onChanged?: (saved: StaffSurveyInstance) => void;
  /** Buttons for this instance (e.g. another action on the assignment), shown beside the title. */
  actions?: ReactNode;
  /** Told once the instance is loaded, e.g. so the page can name and list its patient. */
  onLoaded?: (loaded: StaffSurveyInstance) => void;
}

/**
 * One instance for the doctor: the 'not completed' placeholder until the first wave is in; then the
 * patient's context and own words above the review (issue 14 points 1, 6, 7).
 */
export function ResultDetails({ id, onChanged, actions, onLoaded }: ResultDetailsProps) {
  const intl = useIntl();
  const { data: instance, error, loading, set } = useInstanceAs(id, StaffSurveyInstance);
  const loadedId = instance?.id === id ? instance : null;
  useEffect(() => {
    if (loadedId) onLoaded?.(loadedId);
  }, [loadedId, onLoaded]);
  const reviewable = instance && instance.id === id && !notCompletedForDoctor(instance);
  const { data: answers } = useInstanceAnswers(reviewable ? id : null);
  const [agreed, setAgreed] = useState<string | null>(null);
  const agreedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (agreed) agreedRef.current?.focus();
  }, [agreed]);

  if (loading && !instance) return <Spinner label={intl.formatMessage({ id: 'doctor.common.loading' })} />;
  if (error || !instance) {
    return (
      <Card role="alert">
        <FormattedMessage id="doctor.results.surveyError" />
      </Card>
    );
  }
  const saved = (next: StaffSurveyInstance) => {
    if (next.status === 'COMPLETED' && instance.status !== 'COMPLETED') setAgreed(next.id);
    set(next);
    onChanged?.(next);
  };
  const { firstName, lastName } = instance.user;
  return (
    <Stack>
      <Card aria-labelledby="details-heading">
        <Header>
          <h2 id="details-heading">
            {instance.survey.name || intl.formatMessage({ id: 'shared.survey.titleMissing' })}
          </h2>
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
        <p>
          {firstName || intl.formatMessage({ id: 'doctor.results.firstNameMissing' })}{' '}
          {lastName || intl.formatMessage({ id: 'doctor.results.lastNameMissing' })}
          {` (${instance.user.email})`}
        </p>
        {instance.awaitingReview ? (
          <Tag $tone="warning">
            <FormattedMessage id="doctor.results.awaitingReview" />
          </Tag>
        ) : null}
        {agreed === instance.id ? (
          <Tag $tone="success" role="status" tabIndex={-1} ref={agreedRef}>
            <FormattedMessage id="doctor.results.agreedNow" />
          </Tag>
        ) : null}
        {notCompletedForDoctor(instance) ? (
          <p role="status">
            <FormattedMessage id="doctor.results.notCompleted" />
          </p>
        ) : (
          <>
            {/* First: an urgent item 9 must not wait below the context (issue 24 §5). */}
            <Phq9Section phq9={instance.phq9} />
            {answers ? <PatientContextPanel patient={answers.patient} /> : null}
            {answers ? <OwnWords words={answers.ownWords} /> : null}
            <ResultsEditor
              key={`${instance.id}-${instance.status}`}
              instance={instance}
              answers={answers}
              onSaved={saved}
            />
          </>
        )}
      </Card>
      {/* The patient's glucose beside the results, from mfe-dexcom (Module Federation). */}
      <Exposed id="mfe_dexcom/Glucose" props={{ userId: instance.user.id }} />
    </Stack>
  );
}
