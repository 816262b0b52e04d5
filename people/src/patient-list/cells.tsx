import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import styled from 'styled-components';
import {
  formatGlucose,
  GLUCOSE_BOUNDS,
  GLUCOSE_TARGET_SETS,
  glucoseFlagThreshold,
  type TargetSetName,
  type GlucoseFlag,
  type GlucoseUnit,
  type PatientCell,
  type PatientFlag,
  type PatientGlucose,
  type PatientListItem,
  type PriorityCode,
} from '@dcp/shared/contracts';
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
  /* Its width is the list's layout's (listLayout.ts): a column of the dense table, a card's line. */
  li {
    /* A reason wraps between words inside its chip rather than running out of a phone's card
       (glucose reasons are long: "Time below 3.0 mmol/L 10.6% (target < 1%)"). */
    white-space: normal;
    overflow-wrap: break-word;
    max-width: 100%;
    padding: 0 0.4em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.9em;
  }
  /* An urgent PHQ-9 item 9: its words say URGENT; the heavier border and weight only repeat it. */
  li[data-urgent] {
    white-space: normal;
    border: 2px solid ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

export function flagText(intl: IntlShape, f: PatientFlag): string {
  const category = f.category ? intl.formatMessage({ id: `shared.survey.category.${f.category}` }) : '';
  // A category's value is a percentage, written the language's way; the others are counts.
  const value = f.code === 'CATEGORY' ? formatPercent(intl, f.value ?? 0) : (f.value ?? 0);
  return intl.formatMessage({ id: `shared.patients.flag.${f.code}` }, { category, value });
}

/**
 * A glucose reason in words: the patient's figure and the target it misses, its bound in the reader's
 * unit ("Time below 3.0 mmol/L"). A set other than the standard one names itself in the goal
 * ("pregnancy (type 1) target < 4%") and its range when that differs ("Time in range 63–140 mg/dL").
 */
export function glucoseFlagText(
  intl: IntlShape,
  f: GlucoseFlag,
  unit: GlucoseUnit,
  targets: TargetSetName = 'standard',
): string {
  const threshold = glucoseFlagThreshold(f.code, targets);
  const b = GLUCOSE_TARGET_SETS[targets].bounds;
  const otherRange = b.lowBelow !== GLUCOSE_BOUNDS.lowBelow || b.targetMax !== GLUCOSE_BOUNDS.targetMax;
  const glucose = (v: number, withUnit: boolean) => formatGlucose(v, unit, intl.locale, { withUnit });
  return intl.formatMessage(
    { id: `shared.patients.glucose.${f.code}` },
    {
      value: formatPercent(intl, f.value, 1),
      target: formatPercent(intl, f.target),
      goal: intl.formatMessage({ id: 'shared.patients.glucose.goal' }, { set: targets }),
      range: otherRange ? `${glucose(b.lowBelow, false)}–${glucose(b.targetMax, true)} ` : '',
      threshold: threshold === undefined ? '' : glucose(threshold, true),
    },
  );
}

/** The questionnaire's reasons, then the glucose ones (docs/patient-list.md). */
export function FlagList({
  flags,
  glucose = null,
  unit,
  intl,
}: {
  flags: PatientFlag[];
  glucose?: PatientGlucose | null;
  /** The reader's glucose unit (the session account's). */
  unit: GlucoseUnit;
  intl: IntlShape;
}) {
  const sugar = glucose?.flags ?? [];
  if (flags.length === 0 && sugar.length === 0) return null;
  return (
    <Reasons>
      {flags.map((f) => (
        <li key={`${f.code}-${f.category ?? ''}`} data-urgent={f.code === 'PHQ9_ITEM9' ? '' : undefined}>
          {flagText(intl, f)}
        </li>
      ))}
      {sugar.map((f) => (
        <li key={`glucose-${f.code}`} data-glucose={f.code}>
          {glucoseFlagText(intl, f, unit, glucose?.targets)}
        </li>
      ))}
    </Reasons>
  );
}

const Reminded = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9em;
  white-space: nowrap;
`;

/** When the last reminder of an unanswered questionnaire went (issue 25 point 1); nothing if none. */
export function LastReminder({ at, intl }: { at: string | null; intl: IntlShape }) {
  if (!at) return null;
  return (
    <Reminded>
      {intl.formatMessage({ id: 'shared.patients.lastReminder' }, { date: dateText(intl, at) })}
    </Reminded>
  );
}

export const dateText = (intl: IntlShape, iso: string | null) =>
  iso ? intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

export const fullNameOf = (p: PatientListItem) => `${p.firstName} ${p.lastName}`.trim();

/** A one-time patient has no name: the login the doctor was shown stands for it. */
export const displayName = (intl: IntlShape, p: PatientListItem) =>
  fullNameOf(p) ||
  intl.formatMessage({ id: 'shared.patients.oneTimeName' }, { login: p.email.split('@')[0] ?? '' });

const Mark = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space[1]};
  padding: 0 0.4em;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: 0.85em;
  font-weight: 400;
  white-space: nowrap;
`;

/**
 * The name, and how the patient arrived when it was not the clinic's invitation (design D§14: a
 * mark on the row, never a filter that hides them).
 */
export function NameCell({ p, intl }: { p: PatientListItem; intl: IntlShape }) {
  return (
    <>
      {displayName(intl, p)}
      {p.arrival === 'INVITATION' ? null : (
        <Mark data-arrival={p.arrival}>
          {intl.formatMessage({ id: `shared.patients.arrival.${p.arrival}` })}
        </Mark>
      )}
    </>
  );
}

/** What a cell needs besides its row: the reader's language and glucose unit. */
export interface CellContext {
  intl: IntlShape;
  unit: GlucoseUnit;
}

// An unresolved PHQ-9 item 9 makes the row red whatever the score, and the chip says why (issue 36).
const codeLabel = (intl: IntlShape, p: PatientListItem) =>
  intl.formatMessage({
    id: `shared.patients.code.${p.flags.some((f) => f.code === 'PHQ9_ITEM9') ? 'URGENT' : (p.priorityCode ?? 'NONE')}`,
  });

type Renderer<K extends PatientCell['kind']> = (
  p: PatientListItem,
  cell: Extract<PatientCell, { kind: K }>,
  c: CellContext,
) => ReactNode;

/** One renderer per kind of cell of PATIENT_COLUMNS: a kind added to PatientCell does not compile without its own. */
const CELLS: { [K in PatientCell['kind']]: Renderer<K> } = {
  date: (p, cell, { intl }) => dateText(intl, p[cell.field]),
  number: (p, cell) => p[cell.field] ?? '—',
  message: (p, cell, { intl }) => {
    const value = p[cell.field];
    if (value) return intl.formatMessage({ id: `${cell.prefix}${value}` });
    return cell.none ? intl.formatMessage({ id: cell.none }) : '—';
  },
  name: (p, _, { intl }) => <NameCell p={p} intl={intl} />,
  clinic: (p) => p.clinic?.name ?? '—',
  priority: (p, _, { intl }) => <PriorityChip code={p.priorityCode} label={codeLabel(intl, p)} />,
  reasons: (p, _, { intl, unit }) => (
    <>
      <FlagList flags={p.flags} glucose={p.glucose} unit={unit} intl={intl} />
      <LastReminder at={p.lastReminderAt} intl={intl} />
    </>
  ),
};

/** A row's cell of a PATIENT_COLUMNS entry. */
export const renderCell = (cell: PatientCell, p: PatientListItem, c: CellContext): ReactNode =>
  (CELLS[cell.kind] as Renderer<PatientCell['kind']>)(p, cell, c);
