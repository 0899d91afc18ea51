import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Anchor, Group, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { DeferredSelect as Select } from '../../ui/deferred-controls';
import { IconPaperclip } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { CURRENCIES, type Currency } from '../../domain/currency';
import type { CashFlowType } from '../../domain/cash-flow';
import { useAccountNames } from '../../data/account-names';
import { useBillNumbers } from '../../data/bills';
import { useCashFlowList, type CashFlowRow } from '../../data/cash-flows';
import { useSelectedCompany } from '../../data/companies';
import { useCanCreateInSelected } from '../../data/grants';
import { isKeptFileRef } from '../../data/files';
import { useSyncMarks } from '../../data/outbox-queries';
import { DataTable } from '../../ui/data-table';
import { formatDate } from '../../ui/format';
import { ListHeader } from '../../ui/frames/list-frame';
import { PageLoading } from '../../ui/record-page';
import { accountColumn, amountColumn, recordLinkColumn } from '../../ui/record-columns';
import { methodLabels } from '../../ui/records/cash-flow-labels';
import { useAllRates } from '../../data/exchange-rates';
import { tlColumn } from '../../ui/tl-equivalent';
import { TlSwitch } from '../../ui/tl-switch';

/** Enough for years of a company's payments; the table pages them (10 a page by default). */
const LIST_LIMIT = 5000;

/** Payments and collections (docs/areas/cash-flows.md): two tabs, the company from the header, a currency filter. */
export function CashFlowListPage({ tip, dovizCinsi, tl = false }: { tip: CashFlowType; dovizCinsi: Currency | ''; tl?: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const company = useSelectedCompany() ?? '';
  const marks = useSyncMarks('nakitAkis');
  const canCreate = useCanCreateInSelected();
  const list = useCashFlowList({ tip, sirket: company, dovizCinsi, offset: 0, limit: LIST_LIMIT });
  const loadedNames = useAccountNames(tip === 'odeme' ? 'tedarikci' : 'musteri', company);
  const names = useMemo(() => loadedNames ?? new Map<string, string>(), [loadedNames]);
  const billIds = useMemo(() => (list?.rows ?? []).flatMap((row) => (row.fatura ? [row.fatura] : [])), [list]);
  const billNumbers = useBillNumbers(billIds);
  // docs/areas/exchange-rates.md: the TL equivalent of each flow at its date's rate, when `?tl=true`.
  const rates = useAllRates(tl);

  const columns = useMemo<ColumnDef<CashFlowRow, unknown>[]>(
    () => [
      recordLinkColumn<CashFlowRow>({
        id: 'tarih',
        header: t`Tarih`,
        value: (row) => row.tarih,
        text: (row) => formatDate(row.tarih),
        link: (row, props) => <Link to="/finans/nakit-akis/$nakitAkisId" params={{ nakitAkisId: row._id }} {...props} />,
        marks,
        size: 150,
      }),
      accountColumn(t`Cari Hesap`, names),
      {
        id: 'odemeYontemi',
        header: t`Ödeme Yöntemi`,
        accessorFn: (row) => i18n._(methodLabels[row.odemeYontemi]),
        size: 170,
      },
      amountColumn<CashFlowRow>({ id: 'miktar', header: t`Tutar`, minor: (row) => row.miktar }),
      ...(tl && rates
        ? [tlColumn<CashFlowRow>({ header: t`TL karşılığı`, rates, date: (row) => row.tarih, minor: (row) => row.miktar })]
        : []),
      {
        id: 'fatura',
        header: t`Fatura`,
        accessorFn: (row) => (row.fatura ? (billNumbers?.get(row.fatura) ?? '') : ''),
        cell: (info) => {
          const bill = info.row.original.fatura;
          if (!bill) return <Text size="sm" c="dimmed">{t`Avans`}</Text>;
          return (
            <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: bill }} onClick={(event) => event.stopPropagation()}>
              {billNumbers?.get(bill) || t`Fatura`}
            </Link>
          );
        },
        size: 170,
      },
      {
        id: 'dekont',
        header: t`Dekont`,
        enableSorting: false,
        accessorFn: (row) => row.dekontFile.name,
        cell: (info) => {
          const file = info.row.original.dekontFile;
          const name = file.name;
          if (isKeptFileRef(file)) return <Text size="sm" c="dimmed">{t`Yüklenmeyi bekliyor`}</Text>;
          return (
            <Anchor href={file.path} target="_blank" rel="noopener" size="sm" onClick={(event) => event.stopPropagation()} title={name}>
              <Group gap={4} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                <span>{t`Aç`}</span>
                <VisuallyHidden>{name}</VisuallyHidden>
              </Group>
            </Anchor>
          );
        },
        size: 90,
      },
    ],
    [t, i18n, names, marks, billNumbers, tl, rates],
  );

  const title = t`Nakit Akış`;
  const setSearch = (next: { tip?: CashFlowType; dovizCinsi?: Currency | ''; tl?: boolean }) =>
    void navigate({ to: '/finans/nakit-akis', search: { tip, dovizCinsi, tl, ...next } });
  return (
    <>
      <ListHeader
        title={title}
        section={t`Finans`}
        count={list?.total}
        create={{
          label: t`Nakit Akış Oluştur`,
          link: (props) => <Link to="/finans/nakit-akis/form" search={{ tip, cariHesap: '', fatura: '' }} {...props} />,
        }}
        canCreate={canCreate}
      >
        <Select
          aria-label={t`Döviz Cinsi`}
          data={[{ value: '', label: t`Tüm dövizler` }, ...CURRENCIES.map((code) => ({ value: code, label: code }))]}
          value={dovizCinsi}
          onChange={(value) => setSearch({ dovizCinsi: (value ?? '') as Currency | '' })}
          allowDeselect={false}
          w={180}
          data-testid="flow-currency"
        />
        <TlSwitch checked={tl} onChange={(checked) => setSearch({ tl: checked })} />
      </ListHeader>
      <Tabs value={tip} onChange={(value) => value && setSearch({ tip: value as CashFlowType })} mb="md">
        <Tabs.List>
          <Tabs.Tab value="odeme">{t`Ödemeler`}</Tabs.Tab>
          <Tabs.Tab value="tahsilat">{t`Tahsilatlar`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {list === undefined ? (
        <PageLoading />
      ) : (
        <DataTable<CashFlowRow>
          key={tip}
          id="nakit-akislar"
          data={list.rows}
          columns={columns}
          getRowId={(row) => row._id}
          label={title}
          empty={{
            title: tip === 'odeme' ? t`Henüz ödeme yok.` : t`Henüz tahsilat yok.`,
            hint: t`“Nakit Akış Oluştur” ile ekleyin ya da bir faturanın sayfasından ödeme yapın.`,
          }}
          initialSort={[{ id: 'tarih', desc: true }]}
          onRowClick={(row) => void navigate({ to: '/finans/nakit-akis/$nakitAkisId', params: { nakitAkisId: row._id } })}
        />
      )}
    </>
  );
}
