import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { BDN_SCALES, withinRetention } from '../../domain/emissions';
import { useAccount } from '../../data/accounts';
import { deleteBdn, useBdn, type BdnRowView } from '../../data/bdn';
import { useBill } from '../../data/bills';
import { useCompanies } from '../../data/companies';
import { DetailField } from '../../ui/detail-field';
import { RecordMessages } from '../../ui/record-messages-lazy';
import { DetailSection, SummaryPanel } from '../../ui/detail-layout';
import { AttachedFile } from '../../ui/file-link';
import { formatDate, formatFigure } from '../../ui/format';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { fuelLabels } from '../../ui/records/bunker-labels';
import { BunkerWarningBadges } from '../../ui/records/bunker-warning-badges';
import { useBdnPlace } from './bdn-place';

/** A bunker delivery note: its figures and warnings, seals, signed note, bill and history. */
export function BdnDetailPage({ id }: { id: string }) {
  const place = useBdnPlace();
  return (
    <RecordGate id={id} record={useBdn(id)} place={place} refusal>
      {(row) => <BdnDetail row={row} place={place} />}
    </RecordGate>
  );
}

function BdnDetail({ row, place }: { row: BdnRowView; place: Place }) {
  const { t, i18n } = useLingui();
  const id = row._id;
  const companies = useCompanies();
  const supplier = useAccount(row.tedarikci ?? '');
  const bill = useBill(row.fatura ?? '');
  // MARPOL Annex VI: kept three years; the server refuses an earlier delete (409 retentionPeriod).
  const kept = withinRetention(row.tarih, localDate());

  const company = companies?.find((c) => c._id === row.sirket);
  const figure = (value: number | null, scale: number, decimals: number) => (value === null ? '—' : formatFigure(value, scale, decimals));
  return (
    <DetailFrame
      record={row}
      place={place}
      title={row.bdnNo}
      remove={kept ? undefined : { queue: () => deleteBdn(id) }}
      summary={
        <SummaryPanel
          title={t`Bunker teslim fişi`}
          items={[
            { label: t`Yakıt`, value: i18n._(fuelLabels[row.yakit]) },
            {
              label: t`Miktar (mt)`,
              value: <span data-testid="bdn-detail-quantity">{figure(row.miktarMt, BDN_SCALES.miktarMt, 3)}</span>,
            },
            {
              label: t`Uyarılar`,
              value:
                row.uyarilar.length > 0 ? (
                  <BunkerWarningBadges warnings={row.uyarilar} />
                ) : (
                  <Badge color="green" variant="light">{t`Uygun`}</Badge>
                ),
            },
          ]}
        />
      }
    >
      {kept && (
        <Alert color="blue" variant="light" data-testid="bdn-retention">
          {t`Bu fiş MARPOL Ek VI gereği üç yıl saklanır; silinemez.`}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DetailField label={t`Gemi`}>{company ? `${company.gemi?.adi || company.isim}` : ''}</DetailField>
          <DetailField label={t`BDN No`}>{row.bdnNo}</DetailField>
          <DetailField label={t`Teslim Tarihi`}>{formatDate(row.tarih)}</DetailField>
          <DetailField label={t`Liman`}>{row.liman}</DetailField>
          <DetailField label={t`Yakıt`}>{i18n._(fuelLabels[row.yakit])}</DetailField>
          <DetailField label={t`Miktar (mt)`}>{figure(row.miktarMt, BDN_SCALES.miktarMt, 3)}</DetailField>
          <DetailField label={t`Yoğunluk 15 °C (kg/m³)`}>{figure(row.yogunluk15, BDN_SCALES.yogunluk15, 1)}</DetailField>
          <DetailField label={t`Kükürt (% m/m)`}>{figure(row.kukurtYuzde, BDN_SCALES.kukurtYuzde, 2)}</DetailField>
          <DetailField label={t`Parlama Noktası (°C)`}>{figure(row.parlamaNoktasi, BDN_SCALES.parlamaNoktasi, 0)}</DetailField>
          <DetailField label={t`Viskozite (cSt)`}>{figure(row.viskozite, BDN_SCALES.viskozite, 0)}</DetailField>
          <DetailField label={t`Tedarikçi`}>
            {supplier ? (
              <Link to="/finans/cari-listeler/$cariHesapId" params={{ cariHesapId: supplier._id }}>
                {supplier.unvan}
              </Link>
            ) : (
              '—'
            )}
          </DetailField>
          <DetailField label={t`Bunker Faturası`}>
            {bill ? (
              <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: bill._id }} data-testid="bdn-bill-link">
                {bill.faturaProformaNo || formatDate(bill.tarih)}
              </Link>
            ) : (
              '—'
            )}
          </DetailField>
          <DetailField label={t`Açıklama`}>{row.aciklama}</DetailField>
        </SimpleGrid>
      </Paper>
      <DetailSection title={t`Numune Mühür Numaraları`}>
        {row.numuneMuhurleri.length === 0 ? (
          <Text c="dimmed" size="sm">{t`Mühür numarası girilmedi.`}</Text>
        ) : (
          <Group gap="xs" data-testid="bdn-seals">
            {row.numuneMuhurleri.map((seal) => (
              <Badge key={seal} variant="outline" color="gray" size="lg">
                {seal}
              </Badge>
            ))}
          </Group>
        )}
      </DetailSection>
      <DetailSection title={t`İmzalı BDN`}>
        <AttachedFile file={row.dosya} testId="bdn-file" />
      </DetailSection>
      <RecordMessages koleksiyon="bdn" id={id} sirket={row.sirket} />
    </DetailFrame>
  );
}
