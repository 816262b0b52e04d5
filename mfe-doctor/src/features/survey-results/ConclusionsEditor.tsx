import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ADDITIONAL_RESOURCES_CONCLUSION_ID, CONCLUSION_MAX } from '@dcp/shared/contracts';
import { TextArea } from '@dcp/shared/ui';
import type { ConclusionDraft } from './carePlan';

/** Conclusions are shorter than notes and stack one under another. */
const Area = styled(TextArea)`
  min-height: 6rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export interface ConclusionsEditorProps {
  draft: ConclusionDraft;
  onChange: (id: string, text: string) => void;
  disabled: boolean;
}

/** One text area per conclusion; clearing a text leaves that conclusion out of the plan. */
export function ConclusionsEditor({ draft, onChange, disabled }: ConclusionsEditorProps) {
  const intl = useIntl();
  const base = useId();
  const generated = draft.filter((c) => c.id !== ADDITIONAL_RESOURCES_CONCLUSION_ID);
  return (
    <div>
      {generated.length === 0 ? (
        <p role="alert">
          <FormattedMessage id="doctor.results.conclusionError" />
        </p>
      ) : null}
      {draft.map((c, i) => {
        const id = `${base}-${i}`;
        const label =
          c.id === ADDITIONAL_RESOURCES_CONCLUSION_ID
            ? intl.formatMessage({ id: 'doctor.results.additionalResources' })
            : intl.formatMessage({ id: 'doctor.results.conclusionN' }, { n: i + 1 });
        return (
          <div key={c.id}>
            <label htmlFor={id}>
              <strong>{label}</strong>
            </label>
            <Area
              id={id}
              value={c.text}
              maxLength={CONCLUSION_MAX}
              disabled={disabled}
              onChange={(e) => onChange(c.id, e.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}
