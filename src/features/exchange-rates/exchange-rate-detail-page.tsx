import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Paper, SimpleGrid } from '@mantine/core';
import { RATE_SCALE } from '../../domain/exchange-rates';
import { useExchangeRate } from '../../data/exchange-rates';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { useCurrentUser } from '../../data/session';
import { DetailField } from '../../ui/detail-field';
import { formatDate, formatFigure } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';
import { editAction, PageLoading, RecordNotFound } from '../../ui/record-page';
import { SyncBadge } from '../../ui/sync-badge';
import { rateSourceLabels } from '../../ui/records/exchange-rate-labels';
import { fieldLabels } from '../../ui/records/collection-labels';

const L = fieldLabels.kur;
import { RecordHistory } from '../../ui/records/record-history';

const rate = (value: number) => formatFigure(value, RATE_SCALE, RATE_SCALE);

/** One day's rate of a currency (docs/areas/exchange-rates.md); administrators correct it by hand. */
export function ExchangeRateDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const row = useExchangeRate(id);
  const mark = useRecordSyncMark('kur', row?._id);
  const canWrite = useCurrentUser()?.isAdmin === true;

  if (row === undefined) return <PageLoading />;
  if (row === null) {
    return (
      <RecordNotFound
        title={t`Döviz Kuru`}
        section={t`Finans`}
        list={{ label: t`Döviz Kurları`, link: (props) => <Link to="/finans/kur" {...props} /> }}
        message={t`Bu kur bulunamadı.`}
      />
    );
  }
  const title = `${row.dovizCinsi} ${formatDate(row.tarih)}`;
  return (
    <>
      <PageHeader
        title={title}
        badge={<SyncBadge mark={mark} />}
        crumbs={[
          { label: t`Finans` },
          { label: t`Döviz Kurları`, link: (props) => <Link to="/finans/kur" search={{ doviz: row.dovizCinsi }} {...props} /> },
          { label: title },
        ]}
        actions={canWrite ? [editAction((props) => <Link to="/finans/kur/$kurId/edit" params={{ kurId: row._id }} {...props} />)] : []}
      />
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
      <RecordHistory collection="kur" id={row._id} />
    </>
  );
}
