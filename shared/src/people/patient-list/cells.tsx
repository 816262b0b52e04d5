import type { IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { PatientFlag, PatientListItem, PriorityCode } from '@dcp/shared/contracts';
import { formatPercent } from '@dcp/shared/i18n';

// The list's cells. Priority is never colour alone: the band's name and the score are written out.

const BAND: Record<PriorityCode | 'NONE', { bg: string; fg: string; mark: string }> = {
  GREEN: { bg: '#dff3e4', fg: '#14532d', mark: '●' },
  ORANGE: { bg: '#fde8cc', fg: '#7a3b00', mark: '▲' },
  RED: { bg: '#fbdad7', fg: '#8b1a13', mark: '■' },
  NONE: { bg: '#eceff3', fg: '#3d4652', mark: '○' },
};

const Chip = styled.span<{ $band: PriorityCode | 'NONE' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  white-space: nowrap;
  padding: 0.1em 0.6em;
  border-radius: ${({ theme }) => theme.radii.round};
  font-weight: 600;
  background: ${({ $band }) => BAND[$band].bg};
  color: ${({ $band }) => BAND[$band].fg};
  border: 1px solid ${({ $band }) => BAND[$band].fg};
`;

export function PriorityChip({ code, label }: { code: PriorityCode | null; label: string }) {
  const band = code ?? 'NONE';
  return (
    <Chip $band={band} data-priority={band}>
      <span aria-hidden="true">{BAND[band].mark}</span>
      {label}
    </Chip>
  );
}

const Reasons = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  li {
    white-space: nowrap;
    padding: 0 0.4em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.9em;
  }
`;

export function flagText(intl: IntlShape, f: PatientFlag): string {
  const category = f.category ? intl.formatMessage({ id: `shared.survey.category.${f.category}` }) : '';
  // A category's value is a percentage, written the language's way; the others are counts.
  const value = f.code === 'CATEGORY' ? formatPercent(intl, f.value ?? 0) : (f.value ?? 0);
  return intl.formatMessage({ id: `shared.patients.flag.${f.code}` }, { category, value });
}

export function FlagList({ flags, intl }: { flags: PatientFlag[]; intl: IntlShape }) {
  if (flags.length === 0) return null;
  return (
    <Reasons>
      {flags.map((f) => (
        <li key={`${f.code}-${f.category ?? ''}`}>{flagText(intl, f)}</li>
      ))}
    </Reasons>
  );
}

export const dateText = (intl: IntlShape, iso: string | null) =>
  iso ? intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

export const fullNameOf = (p: PatientListItem) => `${p.firstName} ${p.lastName}`.trim();
