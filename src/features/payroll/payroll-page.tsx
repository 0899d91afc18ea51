import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { localDate } from '../../domain/calendar';
import type { Currency } from '../../domain/currency';
import { decimalText, SCALES, sumScaled, toMajor, toMinor } from '../../domain/money';
import { periodText, wageSheetErrors, wageSheetMinor, type LineEntry, type WageLineMinor, type WageSheetInput } from '../../domain/payroll';
import type { DeductionType, SheetState } from '../../domain/payroll-catalogues';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { saveSheet, useSheets, useSheetSources, type SheetRow, type TypedLine } from '../../data/payroll';
import { download } from '../../ui/download';
import { errorText } from '../../ui/error-text';
import { useExportPrintActions } from '../../ui/export-print-actions';
import { formatDate, formatFigure, formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';
import { deductionLabels, sheetStateLabels } from '../../ui/records/payroll-labels';
import { rankLabels } from '../../ui/records/personnel-labels';

const PayoutDialog = lazy(() => import('./payout-dialog'));

/** The deductions the sheet types, one column each. */
const DEDUCTIONS: readonly DeductionType[] = ['avans', 'kantin', 'aile-havalesi', 'diger'];

/** Text typed as a figure at `scale`, or null while it is not one. */
function minorOf(text: string, scale: number): number | null {
  if (text.trim() === '') return 0;
  try {
    return toMinor(text.trim().replace(',', '.'), scale);
  } catch {
    return null;
  }
}

/** The lines a stored sheet had typed in: hours and deductions as text. */
function typedOf(sheet: SheetRow | undefined): Map<string, TypedLine> {
  const lines = new Map<string, TypedLine>();
  for (const line of sheet?.satirlar ?? []) {
    const hours = line.fazlaMesaiSaat ?? 0;
    lines.set(line.gorevlendirme, {
      gorevlendirme: line.gorevlendirme,
      saat: hours ? decimalText(hours, SCALES.quantity) : '',
      kesintiler: line.kesintiler.map((k) => ({ tur: k.tur, tutar: k.tutar === null ? '' : decimalText(k.tutar, SCALES.amount) })),
    });
  }
  return lines;
}

/**
 * The wage sheet (portage bill) of the chosen ship and a month (docs/areas/payroll.md, MODULES §10):
 * pre-filled from the assignments on the device (days aboard, each part for the days), overtime
 * hours and deductions typed in, totals per currency, saved as a draft and approved; worked out on
 * the device by `wageSheet`, offline too, and again by the server on the write.
 */
export function PayrollPage() {
  const { t, i18n } = useLingui();
  const sirket = useSelectedCompany() ?? '';
  const [donem, setDonem] = useState(localDate().slice(0, 7));
  const sheets = useSheets(sirket);
  const sources = useSheetSources();
  const companies = useCompanies();
  const stored = sheets?.find((sheet) => sheet.donem === donem);
  const [typed, setTyped] = useState<{ key: string; lines: Map<string, TypedLine> } | null>(null);
  const key = `${sirket}|${donem}|${stored?._id ?? ''}|${stored?.version ?? ''}`;
  const lines = typed?.key === key ? typed.lines : typedOf(stored);
  const durum: SheetState = stored?.durum ?? 'taslak';
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState(false);

  const entries: LineEntry[] = [...lines.values()].map((line) => ({
    gorevlendirme: line.gorevlendirme,
    fazlaMesaiSaat: minorOf(line.saat, 3) ?? 0,
    kesintiler: line.kesintiler.map((k) => ({ tur: k.tur, tutar: minorOf(k.tutar, 2) ?? 0 })),
  }));
  const input: WageSheetInput | null = sources
    ? { sirket, donem, gorevlendirmeler: sources.gorevlendirmeler, personeller: sources.personeller, satirlar: entries }
    : null;
  // Worked out on each render: a fleet's month takes a few milliseconds (bench/payroll.bench.ts).
  const errors = input && sirket ? wageSheetErrors(input) : [];
  const sheet = input && sirket && errors.length === 0 ? wageSheetMinor(input) : null;
  const names = useMemo(() => new Map((sources?.personeller ?? []).map((p) => [p._id, `${p.ad} ${p.soyad}`])), [sources]);

  const exportXlsx = async () => {
    if (!sheet) return;
    try {
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
      const major = (value: bigint) => toMajor(Number(value), SCALES.amount);
      const amountOf = (list: readonly { tur: string; tutar: bigint }[], tur: string) =>
        major(sumScaled(list.filter((x) => x.tur === tur).map((x) => x.tutar)));
      const blob = await trackerXlsx([
        {
          name: t`Bordro`,
          preamble: [`${t`Bordro`} ${donem} · ${i18n._(sheetStateLabels[durum])}`],
          header: [
            t`Personel`,
            t`Gün`,
            t`Döviz`,
            t`Kazançlar`,
            t`Fazla Mesai (saat)`,
            t`Fazla Mesai`,
            ...DEDUCTIONS.map((tur) => i18n._(deductionLabels[tur])),
            t`Bakiye`,
          ],
          rows: sheet.satirlar.map((line) => [
            names.get(line.personel) ?? line.personel,
            line.gun,
            line.dovizCinsi,
            major(line.kazanc),
            toMajor(Number(line.fazlaMesai.saat), SCALES.quantity),
            major(line.fazlaMesai.tutar),
            ...DEDUCTIONS.map((tur) => amountOf(line.kesintiler, tur)),
            major(line.bakiye),
          ]),
        },
      ]);
      download(blob, `bordro-${donem}.xlsx`);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };
  const actions = useExportPrintActions(exportXlsx);

  const rateText = (currency: Currency, figure: string) => t`1 ${currency} = ${figure} TL`;
  const mlcAccountPdf = async (line: WageLineMinor) => {
    const assignment = sources?.gorevlendirmeler.find((row) => row._id === line.gorevlendirme);
    const person = sources?.personeller.find((row) => row._id === line.personel);
    const ship = companies?.find((company) => company._id === sirket);
    try {
      const [{ mlcAccount }, { downloadMlcPdf }] = await Promise.all([import('../../domain/payroll-mlc'), import('./mlc-pdf')]);
      const account = mlcAccount(
        line,
        {
          name: names.get(line.personel) ?? '',
          seamansBook: person?.gemiAdamiCuzdanNo ?? '',
          ship: ship?.gemi?.adi || ship?.isim || '',
          imo: ship?.gemi?.imo ?? '',
          rank: assignment ? i18n._(rankLabels[assignment.rutbe]) : '',
          period: periodText(donem),
          signOn: assignment ? formatDate(assignment.binisTarihi) : '',
          signOff: assignment?.inisTarihi ? formatDate(assignment.inisTarihi) : '',
          rate: line.kur ? rateText(line.dovizCinsi, formatFigure(line.kur, 4, 4)) : '',
        },
        line.fazlaMesai.saat ? `${formatFigure(Number(line.fazlaMesai.saat), SCALES.quantity)} ${t`saat`}` : '',
      );
      await downloadMlcPdf(account, `mlc-${donem}-${(names.get(line.personel) ?? line.personel).replace(/\s+/g, '-')}.pdf`, i18n.locale);
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };

  if (!sheets || !sources) return <PageLoading />;

  const edit = (gorevlendirme: string, change: (line: TypedLine) => TypedLine) => {
    const next = new Map(lines);
    next.set(gorevlendirme, change(next.get(gorevlendirme) ?? { gorevlendirme, saat: '', kesintiler: [] }));
    setTyped({ key, lines: next });
  };
  const deductionOf = (line: TypedLine | undefined, tur: DeductionType) => line?.kesintiler.find((k) => k.tur === tur)?.tutar ?? '';
  const setDeduction = (gorevlendirme: string, tur: DeductionType, tutar: string) =>
    edit(gorevlendirme, (line) => ({ ...line, kesintiler: [...line.kesintiler.filter((k) => k.tur !== tur), { tur, tutar }] }));

  const save = async (next: SheetState) => {
    if (!sheet) return;
    setBusy(true);
    try {
      await saveSheet(
        {
          sirket,
          donem,
          durum: next,
          satirlar: sheet.satirlar.map(
            (line) => lines.get(line.gorevlendirme) ?? { gorevlendirme: line.gorevlendirme, saat: '', kesintiler: [] },
          ),
        },
        stored?._id,
      );
      setTyped(null);
      notify(
        'success',
        next === 'odendi' ? t`Bordro ödendi olarak kaydedildi` : next === 'onaylandi' ? t`Bordro onaylandı` : t`Bordro kaydedildi`,
      );
    } catch (caught) {
      const issue = (caught as { issues?: { message?: string }[] }).issues?.[0]?.message;
      notify('error', issue ? errorText(i18n, issue) : t`Kaydedilemedi`);
    } finally {
      setBusy(false);
    }
  };

  const draft = durum === 'taslak';
  const totals = Object.entries(sheet?.toplamlar ?? {}) as [Currency, { kazanc: bigint; kesinti: bigint; bakiye: bigint }][];

  return (
    <Stack data-testid="payroll-page">
      <PageHeader
        title={t`Bordro`}
        badge={<Badge data-testid="payroll-state">{i18n._(sheetStateLabels[durum])}</Badge>}
        actions={sheet ? actions : []}
      />
      <Paper withBorder radius="md" p="md">
        <Group align="end">
          <TextInput
            type="month"
            label={t`Dönem`}
            value={donem}
            onChange={(event) => event.currentTarget.value && setDonem(event.currentTarget.value)}
            data-testid="payroll-period"
          />
          {durum === 'onaylandi' && stored && (
            <Button onClick={() => setPaying(true)} data-testid="payroll-payout">
              {t`Ödemeye Çıkar`}
            </Button>
          )}
          {draft && (
            <>
              <Button variant="default" loading={busy} disabled={!sheet} onClick={() => void save('taslak')} data-testid="payroll-save">
                {t`Taslağı Kaydet`}
              </Button>
              <Button loading={busy} disabled={!sheet} onClick={() => void save('onaylandi')} data-testid="payroll-approve">
                {t`Onayla`}
              </Button>
            </>
          )}
        </Group>
      </Paper>
      {!sirket && <Alert color="blue">{t`Bordro için üst menüden bir gemi seçin.`}</Alert>}
      {sirket && errors.length > 0 && (
        <Alert color="orange" data-testid="payroll-errors">
          {errors.map((error) => (
            <Text key={`${error.path}-${error.message}`} size="sm">
              {errorText(i18n, error.message)}
            </Text>
          ))}
        </Alert>
      )}
      {sheet && sheet.uyarilar.length > 0 && (
        <Alert color="yellow" data-testid="payroll-warnings">
          {sheet.uyarilar.map((warning) => (
            <Text key={`${warning.path}-${warning.message}`} size="sm">
              {(names.get(sheet.satirlar[Number(warning.path.split('.')[1])]?.personel ?? '') ?? '') + ' '}
              {errorText(i18n, warning.message)}
            </Text>
          ))}
        </Alert>
      )}
      {sheet && (
        <Paper withBorder radius="md" p="md">
          <Table.ScrollContainer minWidth={900}>
            <Table striped data-testid="payroll-sheet">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Personel`}</Table.Th>
                  <Table.Th>{t`Gün`}</Table.Th>
                  <Table.Th>{t`Kazançlar`}</Table.Th>
                  <Table.Th>{t`Fazla Mesai (saat)`}</Table.Th>
                  {DEDUCTIONS.map((tur) => (
                    <Table.Th key={tur}>{i18n._(deductionLabels[tur])}</Table.Th>
                  ))}
                  <Table.Th>{t`Bakiye`}</Table.Th>
                  <Table.Th className="no-print" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.satirlar.map((line) => {
                  const typedLine = lines.get(line.gorevlendirme);
                  return (
                    <Table.Tr key={line.gorevlendirme} data-testid="payroll-line">
                      <Table.Td>{names.get(line.personel) ?? line.personel}</Table.Td>
                      <Table.Td>{line.gun}</Table.Td>
                      <Table.Td>{formatMoney(line.kazanc, line.dovizCinsi)}</Table.Td>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          w={90}
                          inputMode="decimal"
                          disabled={!draft}
                          aria-label={t`Fazla Mesai (saat)`}
                          value={typedLine?.saat ?? ''}
                          onChange={(event) => {
                            const saat = event.currentTarget.value;
                            edit(line.gorevlendirme, (current) => ({ ...current, saat }));
                          }}
                          data-testid="payroll-hours"
                        />
                      </Table.Td>
                      {DEDUCTIONS.map((tur) => (
                        <Table.Td key={tur}>
                          <TextInput
                            size="xs"
                            w={100}
                            inputMode="decimal"
                            disabled={!draft}
                            aria-label={i18n._(deductionLabels[tur])}
                            value={deductionOf(typedLine, tur)}
                            onChange={(event) => setDeduction(line.gorevlendirme, tur, event.currentTarget.value)}
                            data-testid={`payroll-deduction-${tur}`}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td data-testid="payroll-balance">{formatMoney(line.bakiye, line.dovizCinsi)}</Table.Td>
                      <Table.Td className="no-print">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          leftSection={<IconFileTypePdf size={14} />}
                          aria-label={`${t`MLC hesap dökümü (PDF)`}: ${names.get(line.personel) ?? ''}`}
                          onClick={() => void mlcAccountPdf(line)}
                          data-testid="payroll-mlc"
                        >
                          MLC
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap={4} mt="md" data-testid="payroll-totals">
            {totals.map(([currency, total]) => (
              <Text key={currency} size="sm" data-currency={currency}>
                {t`Toplam`} {currency}: {t`Kazanç`} {formatMoney(total.kazanc, currency)} · {t`Kesinti`}{' '}
                {formatMoney(total.kesinti, currency)} · {t`Bakiye`} {formatMoney(total.bakiye, currency)}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
      {paying && stored && (
        <Suspense fallback={null}>
          <PayoutDialog
            sheet={stored}
            people={sources.personeller}
            names={names}
            onPaid={() => save('odendi')}
            onClose={() => setPaying(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
