import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Locale, visitSummaryFileName, type VisitSummary } from '@dcp/shared/contracts';
import { I18nProvider } from '@dcp/shared/i18n';
import { useSession } from '@dcp/shared/session';
import { Button, PageTitle, Select, Spinner, downloadBlob } from '@dcp/shared/ui';
import en from '../../lang/en.json';
import es from '../../lang/es.json';
import { useVisitPdf } from './api/getVisitPdf';
import { useVisitSummary } from './api/getVisitSummary';
import { ChangesSection } from './ChangesSection';
import { GlucoseSection } from './GlucoseSection';
import { Columns, Muted, PrintFrame, Sheet } from './SheetParts';
import { AgreedPlan, LatestScores, OwnWords, PatientFacts } from './SummarySections';
import { trendsPath } from './paths';
import { formatDay } from './units';

const CATALOGUES = { 'en-GB': en, 'es-ES': es };

// One A4 page: the browser's own margins and headers are replaced by ours (issue 24 point 1).
const A4 = createGlobalStyle`
  @page { size: A4; margin: 10mm 12mm; }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  @media print {
    display: none;
  }
`;

function SheetBody({ s }: { s: VisitSummary }) {
  const intl = useIntl();
  const name = `${s.patient.firstName} ${s.patient.lastName}`.trim();
  // The second identifier beside the name (issue 36 point 4); the data model has no record number.
  const dob = s.patient.birthDate
    ? intl.formatMessage({ id: 'doctor.visit.dob' }, { date: formatDay(intl, s.patient.birthDate) })
    : intl.formatMessage({ id: 'doctor.visit.dobUnknown' });
  const printed = formatDay(intl, s.generatedAt);
  return (
    <PrintFrame footer={intl.formatMessage({ id: 'doctor.visit.printFooter' }, { name, dob, date: printed })}>
      <Sheet lang={s.lang.slice(0, 2)}>
        <PageTitle>{intl.formatMessage({ id: 'doctor.visit.title' }, { name })}</PageTitle>
        <p>
          <strong>{dob}</strong>
        </p>
        <Muted>{intl.formatMessage({ id: 'doctor.visit.generated' }, { date: printed })}</Muted>
        <PatientFacts s={s} />
        <Columns>
          <div>
            <LatestScores latest={s.latest} phq9={s.phq9} priority={s.priority} />
            <OwnWords latest={s.latest} />
            <AgreedPlan plan={s.plan} />
          </div>
          <div>
            <GlucoseSection glucose={s.glucose} unit={s.glucoseUnit} />
            <ChangesSection changes={s.changes} />
          </div>
        </Columns>
        <Muted>{intl.formatMessage({ id: 'doctor.visit.rule' })}</Muted>
      </Sheet>
    </PrintFrame>
  );
}

/**
 * doctor/patients/:id/summary[?lang=]: the pre-visit one-pager in the patient's language (or the one
 * chosen), to print from the browser or download as the API's PDF of the same content.
 */
export function VisitSummaryPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = Locale.safeParse(params.get('lang'));
  const { data, error, loading } = useVisitSummary(id, asked.success ? asked.data : undefined);
  const session = useSession();
  const pdf = useVisitPdf();
  const summary = data && (!asked.success || data.lang === asked.data) ? data : null;

  if (error) return <p role="alert">{intl.formatMessage({ id: 'doctor.visit.loadError' })}</p>;
  if (loading && !summary) return <Spinner label={intl.formatMessage({ id: 'doctor.common.loading' })} />;
  if (!summary) return null;
  const languageName = (l: Locale) => intl.formatMessage({ id: `doctor.visit.lang.${l}` });
  const options = Locale.options.map((l) => ({
    value: l,
    label:
      l === summary.patient.locale
        ? intl.formatMessage({ id: 'doctor.visit.lang.patients' }, { language: languageName(l) })
        : l === session.locale
          ? intl.formatMessage({ id: 'doctor.visit.lang.mine' }, { language: languageName(l) })
          : languageName(l),
  }));
  const download = async () => {
    const blob = await pdf.save({ patientId: id, lang: summary.lang });
    // The name the API gives it too (Content-Disposition): a blob's download has no header to read.
    const { firstName, lastName } = summary.patient;
    downloadBlob(blob, visitSummaryFileName(firstName, lastName, summary.generatedAt));
  };
  return (
    <>
      <A4 />
      <Toolbar>
        <Select
          label={intl.formatMessage({ id: 'doctor.visit.language' })}
          options={options}
          value={summary.lang}
          onChange={(e) => setParams({ lang: e.target.value }, { replace: true })}
        />
        <Button onClick={() => window.print()}>{intl.formatMessage({ id: 'doctor.visit.print' })}</Button>
        <Button
          variant="secondary"
          disabled={pdf.busy}
          onClick={() => void download().catch(() => undefined)}
        >
          {intl.formatMessage({ id: 'doctor.visit.downloadPdf' })}
        </Button>
        <Link to={trendsPath(id)}>{intl.formatMessage({ id: 'doctor.visit.trends' })}</Link>
      </Toolbar>
      <I18nProvider messages={CATALOGUES} locale={summary.lang} staff>
        <SheetBody s={summary} />
      </I18nProvider>
    </>
  );
}
