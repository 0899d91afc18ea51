import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge, Paper, Table, Text } from '@mantine/core';
import { useInstrumentsOfAccount } from '../../data/instruments';
import { formatDate, formatMoney } from '../format';
import { instrumentKindLabels, instrumentStateColors, instrumentStateLabels } from './instrument-labels';
import { SectionTable } from '../detail-layout';

/** An account's cheques and notes (received from it or issued to it), by due date, on its detail page. */
export function AccountInstruments({ accountId }: { accountId: string }) {
  const { t, i18n } = useLingui();
  const rows = useInstrumentsOfAccount(accountId);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="account-instruments">
      {rows === undefined ? null : rows.length === 0 ? (
        <Text size="sm" c="dimmed">{t`Bu cari hesabın çek veya senedi yok.`}</Text>
      ) : (
        <SectionTable
          minWidth={560}
          fz="sm"
          aria-label={t`Çek / Senet`}
          head={
            <>
              <Table.Th>{t`Seri No`}</Table.Th>
              <Table.Th>{t`Vade`}</Table.Th>
              <Table.Th>{t`Durum`}</Table.Th>
              <Table.Th ta="right">{t`Tutar`}</Table.Th>
            </>
          }
        >
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Td>
                <Link to="/finans/cek-senet/$cekSenetId" params={{ cekSenetId: row._id }}>
                  {i18n._(instrumentKindLabels[row.tur])} {row.seriNo}
                </Link>
              </Table.Td>
              <Table.Td>{formatDate(row.vadeTarihi)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={instrumentStateColors[row.durum]}>
                  {i18n._(instrumentStateLabels[row.durum])}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.miktar, row.dovizCinsi)}
              </Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      )}
    </Paper>
  );
}
