import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Group, Paper, SegmentedControl, Select, SimpleGrid, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { FUELS, REPORT_SCALES, robCheck, type Fuel } from '../../domain/emissions';
import { isInFuture } from '../../domain/calendar';
import { shipReportKind } from '../../domain/kinds/ship-report';
import { decimalText, parseDecimal } from '../../domain/money';
import { SHIP_STATES, shipReportSchema, type ShipState } from '../../domain/ship-report';
import { useBdnList } from '../../data/bdn';
import { useSelectedCompany } from '../../data/companies';
import { useLocal } from '../../data/local';
import { saveShipReport } from '../../data/ship-report-save';
import { shipReportClash, useLastShipReport, useShipReport, type ShipReportRow } from '../../data/ship-reports';
import { DateTimeField } from '../../ui/date-time-field';
import { DecimalInput } from '../../ui/decimal-input';
import { formatFigure } from '../../ui/format';
import type { Place } from '../../ui/frames/detail-frame';
import { FormGate, FormHeader } from '../../ui/frames/form-frame';
import { RecordForm } from '../../ui/record-form';
import { fuelLabels, shipStateLabels } from '../../ui/records/bunker-labels';
import { useRecordForm } from '../../ui/use-record-form';

// The bridge's quick form (docs/areas/bunkers-and-emissions.md): made for a tablet, the last report's values filled in,
// the ROB checked as typed against the last ROB − this consumption + the BDNs in between.

type PerFuel = Partial<Record<Fuel, string>>;

interface ReportValues {
  sirket: string;
  zaman: string;
  durum: ShipState;
  enlem: string;
  boylam: string;
  sonLiman: string;
  sonrakiLiman: string;
  eta: string;
  mesafeNm: string;
  seyirSaati: string;
  tuketim: PerFuel;
  rob: PerFuel;
  yuk: { cins: string; miktarMt: string };
  aciklama: string;
}

const text = (value: number | null | undefined, scale: number) => (value === null || value === undefined ? '' : decimalText(value, scale));
const fuelTexts = (figures: ShipReportRow['tuketim']): PerFuel =>
  Object.fromEntries(Object.entries(figures).map(([fuel, kg]) => [fuel, text(kg, REPORT_SCALES.fuel)]));

/** Now, to the hour, in UTC. */
function thisHour(): string {
  const now = new Date();
  now.setUTCMinutes(0, 0, 0);
  return now.toISOString();
}

/** An edited report's values, or a new one's from the ship's last report (its consumption and ROB, route, cargo). */
function initialValues(row: ShipReportRow | null, last: ShipReportRow | null, sirket: string): ReportValues {
  const from = row ?? last;
  return {
    sirket: row?.sirket ?? sirket,
    zaman: row?.zaman ?? thisHour(),
    durum: from?.durum ?? 'seyir',
    enlem: text(row?.enlem, REPORT_SCALES.position),
    boylam: text(row?.boylam, REPORT_SCALES.position),
    sonLiman: from?.sonLiman ?? '',
    sonrakiLiman: from?.sonrakiLiman ?? '',
    eta: from?.eta ?? '',
    mesafeNm: text(from?.mesafeNm, REPORT_SCALES.distance),
    seyirSaati: text(from?.seyirSaati, REPORT_SCALES.hours),
    tuketim: from ? fuelTexts(from.tuketim) : { VLSFO: '', MGO: '' },
    rob: from ? fuelTexts(from.rob) : { VLSFO: '', MGO: '' },
    yuk: { cins: from?.yuk.cins ?? '', miktarMt: text(from?.yuk.miktarMt, REPORT_SCALES.fuel) },
    aciklama: row?.aciklama ?? '',
  };
}

/** Typed figures per fuel as kg (what does not read yet is left out). */
function typedKg(figures: PerFuel): Partial<Record<Fuel, number>> {
  const kg: Partial<Record<Fuel, number>> = {};
  for (const fuel of FUELS) {
    const value = figures[fuel];
    if (value === undefined || value === '') continue;
    const parsed = parseDecimal(value, REPORT_SCALES.fuel);
    if (parsed.ok) kg[fuel] = parsed.value;
  }
  return kg;
}

/** The reports' place: Operasyon › Haftalık Gemi Durum Raporu. */
function useShipReportPlace(): Place {
  const { t } = useLingui();
  return {
    section: t`Operasyon`,
    list: { label: t`Haftalık Gemi Durum Raporu`, link: (props) => <Link to="/operasyon/haftalik-gemi-durum-raporu" {...props} /> },
  };
}

export function ShipReportFormPage({ id }: { id?: string }) {
  const { t } = useLingui();
  const selected = useSelectedCompany() ?? '';
  const last = useLastShipReport(id ? '' : selected, '');
  const place = useShipReportPlace();
  return (
    <FormGate
      kind={shipReportKind}
      id={id}
      record={useShipReport(id ?? '')}
      place={place}
      title={t`Gemi Raporu`}
      message={t`Rapor bulunamadı`}
      ready={last !== undefined}
    >
      {(row) => <ShipReportForm id={id} initial={initialValues(row, last ?? null, selected)} place={place} />}
    </FormGate>
  );
}

function ShipReportForm({ id, initial, place }: { id: string | undefined; initial: ReportValues; place: Place }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const local = useLocal();
  const toList = () => navigate({ to: '/operasyon/haftalik-gemi-durum-raporu', replace: true });
  const record = useRecordForm({
    collection: 'gemiRaporu',
    id,
    initial,
    schema: shipReportSchema,
    // Said at once, also offline: the ship has a report at this time already.
    refuse: async (values) => {
      const clash = local ? await shipReportClash(local.db, values, id) : null;
      return clash && { path: clash.path, error: clash.message };
    },
    save: (values) => saveShipReport(values, id),
    savedText: () => t`Rapor kaydedildi`,
    then: () => toList(),
  });
  const { form, values, set, input } = record;
  const bdns = useBdnList(values.sirket);
  const previous = useLastShipReport(values.zaman ? values.sirket : '', values.zaman);
  const fuels = FUELS.filter((fuel) => values.tuketim[fuel] !== undefined || values.rob[fuel] !== undefined);
  const checks = robCheck(
    previous ?? null,
    { zaman: values.zaman, tuketim: typedKg(values.tuketim), rob: typedKg(values.rob) },
    (bdns ?? []).map((bdn) => ({ tarih: bdn.tarih, yakit: bdn.yakit, miktar: bdn.miktarMt })),
  );
  const off = checks.filter((check) => check.uyumsuz);
  const mt = (kg: number) => formatFigure(kg, REPORT_SCALES.fuel, 1);
  // A date-time field shows and takes UTC (docs/decisions.md "One time base"); the value is the full ISO instant.
  const utcInput = (path: 'zaman' | 'eta') => ({
    value: values[path],
    onChange: (value: string) => set(path, value),
    error: form.errors[path],
  });

  const title = id ? t`Raporu Düzenle` : t`Yeni Gemi Raporu`;
  return (
    <>
      <FormHeader title={title} place={place} id={id} />
      <RecordForm record={record} onCancel={() => void toList()} maw={900} testId="ship-report-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SegmentedControl
              fullWidth
              size="md"
              data={SHIP_STATES.map((state) => ({ value: state, label: i18n._(shipStateLabels[state]) }))}
              value={values.durum}
              onChange={(value) => set('durum', value as ShipState)}
              data-testid="report-state"
              // A row of its own: four states' names whole on a tablet (half a row cut the last).
              style={{ gridColumn: '1 / -1' }}
            />
            <DateTimeField
              label={t`Rapor Zamanı (UTC)`}
              withAsterisk
              size="md"
              {...utcInput('zaman')}
              // A report from the future is saved (the device's clock may be behind), with a word.
              description={
                isInFuture(values.zaman) ? (
                  <Text span size="xs" c="var(--mantine-color-orange-light-color)" data-testid="report-time-future">
                    {t`Rapor zamanı ileride: tarihi kontrol edin.`}
                  </Text>
                ) : undefined
              }
              data-testid="report-time"
            />
            <TextInput label={t`Son Liman`} size="md" {...input('sonLiman')} />
            <TextInput label={t`Sonraki Liman`} size="md" {...input('sonrakiLiman')} />
            <DateTimeField label={t`ETA (UTC)`} size="md" {...utcInput('eta')} data-testid="report-eta" />
            <Group grow>
              <DecimalInput label={t`Enlem`} size="md" decimalScale={4} allowNegative {...input('enlem')} />
              <DecimalInput label={t`Boylam`} size="md" decimalScale={4} allowNegative {...input('boylam')} />
            </Group>
            <DecimalInput label={t`Mesafe (nm)`} size="md" decimalScale={1} {...input('mesafeNm')} data-testid="report-distance" />
            <DecimalInput label={t`Seyir Saati`} size="md" decimalScale={1} {...input('seyirSaati')} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h5">{t`Yakıt (mt)`}</Title>
            <Select
              placeholder={t`Yakıt ekle`}
              size="sm"
              w={220}
              data={FUELS.filter((fuel) => !fuels.includes(fuel)).map((fuel) => ({ value: fuel, label: i18n._(fuelLabels[fuel]) }))}
              value={null}
              onChange={(fuel) => fuel && set('tuketim', { ...values.tuketim, [fuel]: '' })}
              data-testid="report-add-fuel"
            />
          </Group>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Yakıt`}</Table.Th>
                <Table.Th>{t`Tüketim`}</Table.Th>
                <Table.Th>{t`ROB`}</Table.Th>
                <Table.Th>{t`Beklenen ROB`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fuels.map((fuel) => {
                const check = checks.find((item) => item.yakit === fuel);
                return (
                  <Table.Tr key={fuel}>
                    <Table.Td>{i18n._(fuelLabels[fuel])}</Table.Td>
                    {(
                      [
                        ['tuketim', t`Tüketim`, 'consumption'],
                        ['rob', t`ROB`, 'rob'],
                      ] as const
                    ).map(([part, label, testId]) => (
                      <Table.Td key={part}>
                        <DecimalInput
                          aria-label={label}
                          size="md"
                          decimalScale={3}
                          {...input(`${part}.${fuel}`)}
                          data-testid={`report-${testId}-${fuel}`}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Text size="sm" c={check?.uyumsuz ? 'var(--mantine-color-orange-light-color)' : 'dimmed'}>
                        {check ? mt(check.beklenen) : '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {off.length > 0 && (
            <Alert mt="sm" color="orange" variant="light" title={t`ROB tutmuyor`} data-testid="report-rob-warning">
              {off.map((check) => {
                const fuel = check.yakit;
                const expected = mt(check.beklenen);
                const reported = mt(check.bildirilen);
                const difference = mt(check.fark);
                return <div key={fuel}>{t`${fuel}: beklenen ${expected} mt, bildirilen ${reported} mt (fark ${difference} mt)`}</div>;
              })}
              <Text size="xs" mt={4}>
                {t`Beklenen: son raporun ROB’u − bu raporun tüketimi + aradaki BDN teslimleri.`}
              </Text>
            </Alert>
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Yük`} size="md" {...input('yuk.cins')} />
            <DecimalInput label={t`Yük Miktarı (mt)`} size="md" decimalScale={3} {...input('yuk.miktarMt')} />
          </SimpleGrid>
          <Textarea mt="sm" label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
        </Paper>
      </RecordForm>
    </>
  );
}
