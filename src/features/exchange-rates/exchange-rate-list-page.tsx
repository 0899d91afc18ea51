import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Paper, Tabs } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { isInFuture } from '../../domain/calendar';
import { RATE_SCALE, RATED_CURRENCIES, type RatedCurrency } from '../../domain/exchange-rates';
import { uploadTcmbBulletin, useExchangeRates, type ExchangeRateRow } from '../../data/exchange-rates';
import { ApiError } from '../../data/api';
import { useSyncMarks } from '../../data/outbox-queries';
import { useCurrentUser } from '../../data/session';
import { errorText } from '../../ui/error-text';
import { formatDate, formatFigure } from '../../ui/format';
import { notify } from '../../ui/notify';
import { ListHeader } from '../../ui/frames/list-frame';
import { RecordTable } from '../../ui/frames/record-table';
import { SyncBadge } from '../../ui/sync-badge';
import { rateSourceLabels } from '../../ui/records/exchange-rate-labels';
import { fieldLabels } from '../../ui/records/collection-labels';

const L = fieldLabels.kur;
import { RateChart } from './rate-chart';

/** Bulletins the chart draws: about three months of business days. */
const CHART_POINTS = 66;

const rate = (value: number) => formatFigure(value, RATE_SCALE, RATE_SCALE);

/** The four rates of a bulletin, in its order. */
const RATE_FIELDS = ['dovizAlis', 'dovizSatis', 'efektifAlis', 'efektifSatis'] as const;

/**
 * Exchange rates (docs/areas/exchange-rates.md): one currency's bulletins, newest first, with a line of its buying
 * rate; administrators add or correct a day's rate by hand and upload TCMB's `today.xml`.
 */
export function ExchangeRateListPage({ currency }: { currency: RatedCurrency }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const rows = useExchangeRates(currency);
  const marks = useSyncMarks('kur');
  const canWrite = useCurrentUser()?.isAdmin === true;
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    try {
      const answer = await uploadTcmbBulletin(file);
      const date = formatDate(answer.tarih);
      notify('success', t`TCMB bülteni yüklendi: ${date}`);
      // Stored as it came, with a word when it is dated ahead of today (a wrong file, a wrong clock).
      if (isInFuture(answer.tarih)) notify('info', t`Bültenin tarihi ileride: ${date}. Doğru dosya mı?`, { autoClose: 8000 });
    } catch (error) {
      const key = error instanceof ApiError ? error.body.message : 'serverError';
      notify('error', `${t`TCMB bülteni yüklenemedi.`} ${errorText(i18n, key)}`);
    }
  };

  const points = (rows ?? [])
    .slice(0, CHART_POINTS)
    .map((row) => ({ tarih: row.tarih, rate: row.dovizAlis }))
    .reverse();

  return (
    <>
      <ListHeader
        title={t`Döviz Kurları`}
        section={t`Finans`}
        count={rows?.length}
        create={{ label: t`Kur Ekle`, link: (props) => <Link to="/finans/kur/form" search={{ doviz: currency }} {...props} /> }}
        canCreate={canWrite}
        readOnlyMark={false}
        actions={
          canWrite ? [{ label: t`TCMB bülteni yükle`, icon: <IconUpload size={16} />, onClick: () => fileInput.current?.click() }] : []
        }
      />
      {canWrite && (
        <input
          ref={fileInput}
          type="file"
          accept=".xml,application/xml,text/xml"
          hidden
          data-testid="tcmb-file"
          aria-label={t`TCMB bülteni yükle`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      )}
      <Tabs
        value={currency}
        onChange={(value) => value && void navigate({ to: '/finans/kur', search: { doviz: value as RatedCurrency } })}
        mb="md"
      >
        <Tabs.List>
          {RATED_CURRENCIES.map((code) => (
            <Tabs.Tab key={code} value={code}>
              {code}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {points.length > 1 && (
        <Paper withBorder radius="md" p="sm" mb="md">
          <RateChart points={points} label={t`${currency} döviz alış kuru`} />
        </Paper>
      )}
      <RecordTable
        rows={rows}
        label={t`Döviz Kurları`}
        empty={{
          title: t`Bu döviz için henüz kur yok.`,
          hint: canWrite ? t`TCMB bültenini yükleyin veya günün kurunu elle ekleyin.` : t`Kurları yöneticiler ekler.`,
        }}
        columns={[
          {
            header: i18n._(L.tarih!),
            cell: (row) => (
              <>
                <Link to="/finans/kur/$kurId" params={{ kurId: row._id }} onClick={(event) => event.stopPropagation()}>
                  {formatDate(row.tarih)}
                </Link>{' '}
                <SyncBadge mark={marks.get(row._id)} />
              </>
            ),
          },
          { header: i18n._(L.dovizCinsi!), cell: (row) => row.dovizCinsi },
          ...RATE_FIELDS.map((field) => ({ header: i18n._(L[field]!), cell: (row: ExchangeRateRow) => rate(row[field]), right: true })),
          {
            header: i18n._(L.kaynak!),
            cell: (row) => (
              <Badge variant="light" color={row.kaynak === 'tcmb' ? 'blue' : 'grape'}>
                {i18n._(rateSourceLabels[row.kaynak])}
              </Badge>
            ),
          },
        ]}
        open={(row) => void navigate({ to: '/finans/kur/$kurId', params: { kurId: row._id } })}
      />
    </>
  );
}
