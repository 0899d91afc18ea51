import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid } from '@mantine/core';
import { RATE_SCALE, type RatedCurrency } from '../../domain/exchange-rates';
import { useExchangeRate, type ExchangeRateRow } from '../../data/exchange-rates';
import { useCurrentUser } from '../../data/session';
import { DetailField } from '../../ui/detail-field';
import { formatDate, formatFigure } from '../../ui/format';
import { DetailFrame, RecordGate } from '../../ui/frames/detail-frame';
import { rateSourceLabels } from '../../ui/records/exchange-rate-labels';
import { fieldLabels } from '../../ui/records/collection-labels';
import { useRatePlace } from './rate-place';

const L = fieldLabels.kur;

const rate = (value: number) => formatFigure(value, RATE_SCALE, RATE_SCALE);

/** One day's rate of a currency (docs/areas/exchange-rates.md); administrators correct it by hand. */
export function ExchangeRateDetailPage({ id }: { id: string }) {
  return (
    <RecordGate id={id} record={useExchangeRate(id)} place={useRatePlace(undefined)}>
      {(row) => <ExchangeRateDetail row={row} />}
    </RecordGate>
  );
}

function ExchangeRateDetail({ row }: { row: ExchangeRateRow }) {
  const { i18n } = useLingui();
  const canWrite = useCurrentUser()?.isAdmin === true;
  const title = `${row.dovizCinsi} ${formatDate(row.tarih)}`;
  return (
    // A shared table: only administrators write it, and no one else is told it is read-only.
    <DetailFrame record={row} place={useRatePlace(row.dovizCinsi as RatedCurrency)} title={title} canWrite={canWrite} readOnlyMark={false}>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <DetailField label={i18n._(L.tarih!)}>{formatDate(row.tarih)}</DetailField>
          <DetailField label={i18n._(L.dovizCinsi!)}>{row.dovizCinsi}</DetailField>
          <DetailField label={i18n._(L.dovizAlis!)}>{rate(row.dovizAlis)}</DetailField>
          <DetailField label={i18n._(L.dovizSatis!)}>{rate(row.dovizSatis)}</DetailField>
          <DetailField label={i18n._(L.efektifAlis!)}>{rate(row.efektifAlis)}</DetailField>
          <DetailField label={i18n._(L.efektifSatis!)}>{rate(row.efektifSatis)}</DetailField>
          <DetailField label={i18n._(L.kaynak!)}>{i18n._(rateSourceLabels[row.kaynak])}</DetailField>
          <DetailField label={i18n._(L.bulten!)}>{row.bulten || '—'}</DetailField>
        </SimpleGrid>
      </Paper>
    </DetailFrame>
  );
}
