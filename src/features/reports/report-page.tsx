import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Center, Loader, Paper, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useReportData } from '../../data/report-data';
import { EmptyState } from '../../ui/empty-state';
import { formatDate, formatDateTime } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { reportById, type ReportId } from './catalog';
import { download } from '../../ui/download';
import { exportName, tableCsv } from './export-csv';
import { ReportFilters } from './report-filters';
import { LANDSCAPE_PAGE_RULE, usePrintPage } from '../../ui/print-page';
import { resolveSearch, type ReportSearch } from './report-search';
import { ReportTable } from './report-table';
import type { withTlColumns } from './tl-view';
import { TlSwitch } from '../../ui/tl-switch';
import classes from './report.module.css';
import { localDate } from '../../domain/calendar';
import type { AccountType } from '../../domain/account';
import type { ReportData } from '../../domain/reports/inputs';

// Charts come last and in a chunk of their own: the table never waits for them.
const ReportCharts = lazy(() => import('./report-charts'));

const collator = new Intl.Collator('tr');

/** The statement's account picker: the side's accounts by name, the Turkish way. */
export function accountChoices(data: ReportData, side: AccountType): { value: string; label: string }[] {
  return data.accounts
    .filter((account) => account.cariTip === side)
    .map((account) => ({ value: account.id, label: account.unvan }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The frame of every finance report (docs/areas/reports.md): the company from the header, period,
 * currency (and account) from the URL; the report computed on the device from the mirrored
 * collections; tables with totals, charts, CSV and XLSX export and an A4 print layout.
 */
export function ReportPage({ report, title: titleMessage }: { report: ReportId; title: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Partial<ReportSearch>;
  const company = useSelectedCompany() ?? '';
  const companies = useCompanies();
  const data = useReportData(company);
  usePrintPage(LANDSCAPE_PAGE_RULE);
  const today = localDate();
  const definition = reportById(report);
  const { from, to, currency, cari } = resolveSearch(search, definition.defaultPeriod, today);
  const tl = search.tl === true;
  // A report with a chunk of its own (definition.load) is built once that has come.
  const [loaded, setLoaded] = useState(!definition.load);
  useEffect(() => {
    if (definition.load) void definition.load().then(() => setLoaded(true));
  }, [definition]);
  // The TL view's code comes when it is first asked for (the reports' first load stays within budget).
  const [tlView, setTlView] = useState<{ run: typeof withTlColumns }>();
  useEffect(() => {
    if (tl && !tlView) void import('./tl-view').then((m) => setTlView({ run: m.withTlColumns }));
  }, [tl, tlView]);
  const side = definition.side;
  const title = i18n._(titleMessage);

  const companyNames = useMemo(() => new Map((companies ?? []).map((entry) => [entry._id, entry.isim])), [companies]);
  const model = useMemo(() => {
    if (!data || !loaded) return undefined;
    const filter = { sirket: company, from, to, currency };
    const built = definition.build({ data, filter, account: cari, today, i18n, companyName: (id) => companyNames.get(id) ?? id });
    return tl && tlView ? tlView.run(built, data.rates ?? [], to, i18n) : built;
  }, [data, company, from, to, currency, cari, today, i18n, definition, companyNames, tl, tlView, loaded]);
  const accounts = useMemo(() => (side && data ? accountChoices(data, side) : undefined), [side, data]);

  const onChange = (patch: Partial<ReportSearch>) =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }), replace: true } as never);

  const main = model?.tables[0];
  const empty = !model || model.tables.every((table) => table.rows.length === 0 && table.totals.length === 0);
  const fileName = exportName(title, from, to);
  const exportCsv = () => main && download(new Blob([tableCsv(main)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  const exportXlsx = async () => {
    if (!model) return;
    try {
      const { reportXlsx } = await import('./export-xlsx');
      download(await reportXlsx(title, model.tables), `${fileName}.xlsx`);
    } catch {
      notify('error', t`Excel dosyası oluşturulamadı. CSV olarak dışa aktarmayı deneyin.`);
    }
  };

  const companyLabel = company ? (companyNames.get(company) ?? company) : t`Hepsi`;
  const accountLabel = cari ? (accounts?.find((account) => account.value === cari)?.label ?? cari) : t`Hepsi`;
  const currencyLabel = currency === 'all' ? t`Hepsi` : currency;
  const period = `${formatDate(from)} – ${formatDate(to)}`;
  const printedAt = formatDateTime(new Date());

  return (
    <>
      <div className={classes.noPrint}>
        <PageHeader
          title={title}
          crumbs={[{ label: t`Finans Raporları` }, { label: title }]}
          actions={[
            { label: t`Excel (XLSX)`, icon: <IconFileSpreadsheet size={16} />, primary: true, onClick: () => void exportXlsx() },
            { label: t`CSV`, icon: <IconFileTypeCsv size={16} />, onClick: exportCsv },
            { label: t`Yazdır`, icon: <IconPrinter size={16} />, onClick: () => window.print() },
          ]}
        />
        <ReportFilters from={from} to={to} currency={currency} today={today} accounts={accounts} account={cari} onChange={onChange} />
        <TlSwitch checked={tl} onChange={(checked) => onChange({ tl: checked })} />
      </div>
      <div className={classes.printOnly} data-testid="report-print-header">
        <Text fw={700} size="lg">
          {title}
        </Text>
        <Text size="sm">
          {t`Şirket: ${companyLabel} · Dönem: ${period} · Döviz: ${currencyLabel}`}
          {side ? ` · ${t`Cari Hesap: ${accountLabel}`}` : ''}
        </Text>
        <Text size="sm">{t`Yazdırılma: ${printedAt}`}</Text>
      </div>
      {!model ? (
        <Center p="xl">
          <Loader size="sm" aria-label={t`Rapor hazırlanıyor`} />
        </Center>
      ) : empty ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyState
            title={t`Bu dönem ve seçimler için kayıt yok.`}
            hint={t`Dönemi genişletin (örneğin “Bu yıl” veya “Geçen yıl”), dövizi “Hepsi” yapın ya da üstten başka bir şirket seçin. Faturalar ve nakit akışları girildikçe rapor dolar.`}
          />
        </Paper>
      ) : (
        <>
          {model.charts.length > 0 && (
            <div className={classes.noPrint}>
              <Suspense fallback={null}>
                <ReportCharts charts={model.charts} />
              </Suspense>
            </div>
          )}
          {model.tables.map((table) => (
            <ReportTable key={table.id} table={table} label={title} />
          ))}
        </>
      )}
    </>
  );
}
