import { useIntl } from 'react-intl';
import {
  CV_TARGET,
  formatGlucose,
  GLUCOSE_BANDS,
  GLUCOSE_TARGET_SETS,
  glucoseBandRanges,
  type GlucoseUnit,
  type VisitSummary,
} from '@dcp/shared/contracts';
import { VisuallyHidden } from '@dcp/shared/ui';
import { AgpSvg } from './AgpSvg';
import { RiskLines } from './RiskLines';
import { Block, Muted } from './SheetParts';
import { formatDay, formatPct } from './units';

/**
 * The glucose block of the AGP report for the last 14 days: bands with targets, GMI, CV, mean, wear;
 * every glucose figure in `unit` (the summary's, so the page reads as the PDF does).
 */
export function GlucoseSection({ glucose, unit }: { glucose: VisitSummary['glucose']; unit: GlucoseUnit }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `doctor.visit.${id}` }, values);
  if (!glucose)
    return (
      <Block id="visit-glucose" title={t('glucose')}>
        <p>{t('noGlucose')}</p>
      </Block>
    );
  const st = glucose.statistics;
  const dash = t('none');
  const g = (mgdl: number) => formatGlucose(mgdl, unit, intl.locale);
  // The bands, goals and range of the patient's target set (issue 42 point 1), which it names.
  const set = GLUCOSE_TARGET_SETS[glucose.targets];
  const ranges = glucoseBandRanges(unit, intl.locale, set.bounds);
  return (
    <Block id="visit-glucose" title={t('glucose')}>
      <Muted>
        {t('period', { start: formatDay(intl, glucose.start), end: formatDay(intl, glucose.end) })}
      </Muted>
      <p data-testid="visit-targets">{t(`targets.${glucose.targets}`)}</p>
      <table>
        <caption>
          <VisuallyHidden>{t('bandsCaption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('band', { unit })}</th>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('target')}</th>
          </tr>
        </thead>
        <tbody>
          {[...GLUCOSE_BANDS].reverse().map((b) => {
            const target = set.goals[b];
            return (
              <tr key={b}>
                <th scope="row">{t(`band.${b}`, ranges[b])}</th>
                <td>{formatPct(intl, st.bands[b])}</td>
                <td>
                  {target.over !== undefined
                    ? t('over', { pct: formatPct(intl, target.over) })
                    : target.under !== undefined
                      ? t('under', { pct: formatPct(intl, target.under) })
                      : dash}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        {[
          t('mean', {
            value:
              st.averageGlucose === null
                ? dash
                : formatGlucose(st.averageGlucose, unit, intl.locale, { withUnit: true }),
          }),
          t('gmi', { value: st.gmi === null ? dash : formatPct(intl, st.gmi) }),
          t('cv', {
            value: st.cv === null ? dash : formatPct(intl, st.cv),
            target: formatPct(intl, CV_TARGET),
          }),
          t('wear', { value: formatPct(intl, st.activePercent) }),
        ].join(' · ')}
      </p>
      {!st.sufficient ? <p>{t('insufficient')}</p> : null}
      <RiskLines glucose={glucose} unit={unit} />
      <figure>
        <AgpSvg bins={glucose.agp} unit={unit} bounds={set.bounds} />
        <figcaption>
          {t('agp', { low: g(set.bounds.lowBelow), high: g(set.bounds.targetMax), unit })}
        </figcaption>
      </figure>
    </Block>
  );
}
