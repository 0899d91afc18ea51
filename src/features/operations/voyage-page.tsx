import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Badge, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { daysBetween, localDate } from '../../domain/calendar';
import { laytimeBalance } from '../../domain/charter-billing';
import { voyageCharterOf } from '../../domain/charter';
import { charterKind } from '../../domain/kinds/charter';
import { laytime, laytimeErrors, type LaytimePortResult, type LaytimeTotals } from '../../domain/laytime';
import { toMinor } from '../../domain/money';
import { deleteCharter, useCargoDocuments, useCharter, type CharterRow } from '../../data/operations';
import { DetailField } from '../../ui/detail-field';
import { SummaryPanel } from '../../ui/detail-layout';
import { FileLink } from '../../ui/file-link';
import { formatDate, formatFigure, formatMoney } from '../../ui/format';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { portKindLabels, sofEventLabels } from './operations-labels';
import { ClaimChecklistPanel } from './claim-checklist';
import { Settlement } from './settlement';
import type { StatementView } from './statement-export';
import { useCharterParties, useVoyagePlace } from './operations-place';

/** A voyage charter: its terms, each port's statement of facts and the laytime, computed on the device. */
export function VoyagePage({ id }: { id: string }) {
  const { t } = useLingui();
  const place = useVoyagePlace();
  return (
    <RecordGate kind={charterKind} id={id} record={useCharter(id)} place={place} title={t`Spot Charter`} message={t`Kiralama bulunamadı`}>
      {(row) => <Voyage row={row} place={place} />}
    </RecordGate>
  );
}

/** A port's local wall-clock time as read: `2026-06-01 14:00`. */
const wallClock = (value: string) => value.replace(/T/, ' ');

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Hours (4 places in the answer) to 2 places. */
const hours = (value: number) => formatFigure(toMinor(value, 4), 4, 2);

function Voyage({ row, place }: { row: CharterRow; place: Place }) {
  const { t, i18n } = useLingui();
  const charter = voyageCharterOf(row);
  const offsetText = (minutes: number) => {
    const sign = minutes >= 0 ? '+' : '−';
    const offset = `${sign}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
    return t`UTC${offset} (yerel saat)`;
  };
  // A record the server took has valid terms; one refused and kept here may not: no laytime then.
  const result = laytimeErrors(charter).length === 0 ? laytime(charter) : null;
  const { charterer, ship } = useCharterParties(row);
  const money = (major: number) => formatMoney(toMinor(major), row.dovizCinsi);
  const tonnes = (thousandths: number) => {
    const figure = formatFigure(thousandths, 3);
    return t`${figure} mt`;
  };
  const daysLeft = result?.zamanAsimi ? daysBetween(localDate(), result.zamanAsimi) : null;
  const documents = useCargoDocuments(row.sirket);
  // What the claim settles: the charter's own way of counting (separate by default).
  const chosen = result ? (row.laytimeTipi === 'tersinir' ? result.tersinir : result.ayri) : null;
  const demurrage = chosen ? BigInt(toMinor(chosen.demurrage)) : 0n;
  const despatch = chosen ? BigInt(toMinor(chosen.despatch)) : 0n;
  const balance = laytimeBalance({ demurrage, despatch });
  const lastDone = row.limanlar.flatMap((port) =>
    port.olaylar.filter((event) => event.olay === 'BITTI').map((event) => event.zaman.slice(0, 10)),
  );
  const view = (): StatementView => ({
    title: t`Laytime Hesabı`,
    subtitle: `${ship} · ${charterer?.unvan ?? ''} · ${formatDate(row.cpTarihi)}`,
    particulars: [
      [t`Yük`, row.yuk.miktarMt === null ? row.yuk.tanim : `${row.yuk.tanim} · ${tonnes(row.yuk.miktarMt)}`],
      [t`Demurrage / gün`, formatMoney(row.demurrageGunluk ?? 0, row.dovizCinsi)],
      [t`Laytime`, `${row.laytimeTipi === 'tersinir' ? t`Tersinir` : t`Ayrı`} · ${row.despatchEsasi}`],
    ],
    tables: [
      {
        title: row.laytimeTipi === 'tersinir' ? t`Tersinir (tek izin, limanlar sırayla)` : t`Ayrı (her liman kendi başına)`,
        header: [
          t`Liman`,
          t`İzin (s)`,
          t`Sayılan (s)`,
          t`Hariç (s)`,
          t`Demurrage (s)`,
          t`Laytime bitişi (yerel)`,
          t`Demurrage`,
          t`Despatch`,
        ],
        figures: [1, 2, 3, 4, 6, 7],
        widths: [2.2, 1, 1, 1, 1.1, 1.8, 1.6, 1.6],
        rows: (chosen?.limanlar ?? []).map((port) => [
          port.liman,
          hours(port.izinSaat),
          hours(port.sayilanSaat),
          hours(port.haricSaat),
          hours(port.demurrageSaat),
          port.laytimeBitis ? wallClock(port.laytimeBitis) : '—',
          BigInt(toMinor(port.demurrage)),
          BigInt(toMinor(port.despatch)),
        ]),
      },
      ...row.limanlar.map((port) => ({
        title: `${port.liman} · ${i18n._(portKindLabels[port.tur])} · ${port.calisma} · ${offsetText(port.utcFarkDakika)}`,
        header: [t`Olay`, t`Zaman (yerel)`],
        figures: [],
        widths: [1, 1],
        rows: port.olaylar.map((event) => [i18n._(sofEventLabels[event.olay]), wallClock(event.zaman)]),
      })),
    ],
    totals: [
      [t`Demurrage`, demurrage],
      [t`Despatch`, despatch],
    ],
    money: (minor) => formatMoney(minor, row.dovizCinsi),
  });

  return (
    <DetailFrame
      kind={charterKind}
      record={row}
      place={place}
      title={`${ship} · ${charterer?.unvan ?? t`Spot Charter`}`}
      edit={(props) => <Link to="/operasyon/spot-charter/$carterId/edit" params={{ carterId: row._id }} {...props} />}
      remove={{ queue: () => deleteCharter(row._id) }}
      summary={
        <SummaryPanel
          title={t`Laytime`}
          items={[
            {
              label: t`Demurrage (ayrı)`,
              value: <span data-testid="laytime-demurrage">{result ? money(result.ayri.demurrage) : '—'}</span>,
            },
            { label: t`Despatch (ayrı)`, value: result ? money(result.ayri.despatch) : '—' },
            { label: t`Demurrage (tersinir)`, value: result ? money(result.tersinir.demurrage) : '—' },
            {
              label: t`Zaman Aşımı`,
              value: result?.zamanAsimi ? (
                <Group gap={6}>
                  <span>{formatDate(result.zamanAsimi)}</span>
                  <Badge
                    color={daysLeft !== null && daysLeft < 0 ? 'red' : daysLeft !== null && daysLeft <= 30 ? 'orange' : 'gray'}
                    variant="light"
                    data-testid="time-bar"
                  >
                    {daysLeft !== null && daysLeft < 0 ? t`geçti` : t`${daysLeft} gün kaldı`}
                  </Badge>
                </Group>
              ) : (
                '—'
              ),
            },
          ]}
        />
      }
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailField label={t`Gemi`}>{ship}</DetailField>
          <DetailField label={t`Kiracı`}>{charterer?.unvan ?? '—'}</DetailField>
          <DetailField label={t`C/P Tarihi`}>{formatDate(row.cpTarihi)}</DetailField>
          <DetailField label={t`Yük`}>
            {row.yuk.miktarMt === null ? row.yuk.tanim || '—' : `${row.yuk.tanim} · ${tonnes(row.yuk.miktarMt)}`}
          </DetailField>
          <DetailField label={t`Demurrage / gün`}>{formatMoney(row.demurrageGunluk ?? 0, row.dovizCinsi)}</DetailField>
          <DetailField label={t`Laytime`}>{`${row.laytimeTipi === 'tersinir' ? t`Tersinir` : t`Ayrı`} · ${row.despatchEsasi}`}</DetailField>
          <DetailField label={t`C/P Dosyası`}>{row.dosya ? <FileLink file={row.dosya} testId="charter-file" /> : '—'}</DetailField>
        </SimpleGrid>
      </Paper>

      {result === null ? (
        <Alert color="red" title={t`Laytime hesaplanamadı`}>
          {t`Seferin olay kayıtlarında hata var; kayıt düzeltilince hesap çıkar.`}
        </Alert>
      ) : (
        <>
          <Totals title={t`Ayrı (her liman kendi başına)`} totals={result.ayri} money={money} testId="laytime-separate" />
          <Totals title={t`Tersinir (tek izin, limanlar sırayla)`} totals={result.tersinir} money={money} testId="laytime-reversible" />
          <Paper withBorder radius="md" p="lg" data-testid="laytime-claim">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={3} size="h5" mb={4}>
                  {balance >= 0n ? t`Demurrage Talebi` : t`Despatch Ödemesi`}
                </Title>
                <Text size="sm" c="dimmed">
                  {row.laytimeTipi === 'tersinir' ? t`Tersinir sonuca göre` : t`Ayrı sonuca göre`}
                </Text>
                <Text fw={600} data-testid="laytime-balance">
                  {formatMoney(balance < 0n ? -balance : balance, row.dovizCinsi)}
                </Text>
              </div>
              <Settlement
                charter={row}
                no={0}
                total={balance}
                target={() => ({
                  no: 0,
                  lines: [
                    { tur: 'demurrage', aciklama: '', tutar: demurrage },
                    { tur: 'despatch', aciklama: '', tutar: -despatch },
                  ],
                  total: balance,
                  date: lastDone.sort().at(-1) ?? localDate(),
                  billNo: `DEM${(row.cpTarihi ?? '').replace(/-/g, '').slice(2)}`,
                  aciklama: t`${ship} sefer laytime hesabı`,
                  view: view(),
                  fileName: `laytime-${(row.cpTarihi ?? row._id).replace(/[^\w-]/g, '')}.pdf`,
                  lineName: (tur) => (tur === 'despatch' ? t`Despatch` : t`Demurrage`),
                })}
              />
            </Group>
          </Paper>
        </>
      )}

      <ClaimChecklistPanel charter={row} documents={(documents ?? []).filter((doc) => doc.carter === row._id)} />

      {row.limanlar.map((port, index) => (
        <Paper key={index} withBorder radius="md" p="lg" data-testid="sof-port">
          <Title order={3} size="h5" mb="sm">
            {`${port.liman} · ${i18n._(portKindLabels[port.tur])} · ${port.calisma} · ${offsetText(port.utcFarkDakika)}`}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">{t`Saatler limanın yerel saatidir.`}</Text>
          <Table verticalSpacing={4} striped>
            <Table.Tbody>
              {port.olaylar.map((event, eventIndex) => (
                <Table.Tr key={eventIndex}>
                  <Table.Td>{i18n._(sofEventLabels[event.olay])}</Table.Td>
                  <Table.Td>{wallClock(event.zaman)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {result && <PortDays port={result.limanlar[index]} />}
        </Paper>
      ))}
    </DetailFrame>
  );
}

function Totals({
  title,
  totals,
  money,
  testId,
}: {
  title: string;
  totals: LaytimeTotals;
  money: (major: number) => string;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Liman`}</Table.Th>
              <Table.Th ta="right">{t`İzin (s)`}</Table.Th>
              <Table.Th ta="right">{t`Sayılan (s)`}</Table.Th>
              <Table.Th ta="right">{t`Hariç (s)`}</Table.Th>
              <Table.Th ta="right">{t`Demurrage (s)`}</Table.Th>
              <Table.Th>{t`Laytime bitişi (yerel)`}</Table.Th>
              <Table.Th ta="right">{t`Demurrage`}</Table.Th>
              <Table.Th ta="right">{t`Despatch`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totals.limanlar.map((port, index) => (
              <Table.Tr key={index}>
                <Table.Td>{port.liman}</Table.Td>
                <Table.Td ta="right">{hours(port.izinSaat)}</Table.Td>
                <Table.Td ta="right">{hours(port.sayilanSaat)}</Table.Td>
                <Table.Td ta="right">{hours(port.haricSaat)}</Table.Td>
                <Table.Td ta="right">{hours(port.demurrageSaat)}</Table.Td>
                <Table.Td style={NOWRAP}>{port.laytimeBitis ? wallClock(port.laytimeBitis) : '—'}</Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {money(port.demurrage)}
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {money(port.despatch)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={6}>{t`Net (despatch − demurrage)`}</Table.Th>
              <Table.Th ta="right" colSpan={2} data-testid={`${testId}-net`}>
                {money(totals.net)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** A port's laytime day by day (local days). */
function PortDays({ port }: { port: LaytimePortResult | undefined }) {
  const { t } = useLingui();
  if (!port || port.gunler.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={420} mt="sm">
      <Table verticalSpacing={4} data-testid="laytime-days">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Gün`}</Table.Th>
            <Table.Th ta="right">{t`Sayılan (s)`}</Table.Th>
            <Table.Th ta="right">{t`Hariç (s)`}</Table.Th>
            <Table.Th ta="right">{t`Demurrage (s)`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {port.gunler.map((day) => (
            <Table.Tr key={day.tarih}>
              <Table.Td>{formatDate(day.tarih)}</Table.Td>
              <Table.Td ta="right">{hours(day.sayilanSaat)}</Table.Td>
              <Table.Td ta="right">{hours(day.haricSaat)}</Table.Td>
              <Table.Td ta="right">{hours(day.demurrageSaat)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
