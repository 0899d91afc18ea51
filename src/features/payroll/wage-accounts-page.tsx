import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { SCALES, toMajor } from '../../domain/money';
import { periodText, wageAccountTotals, wageAccounts, type WageAccountMonth } from '../../domain/payroll';
import { useSheets, useSheetSources } from '../../data/payroll';
import { download } from '../../ui/download';
import { useExportPrintActions } from '../../ui/export-print-actions';
import { formatMoney } from '../../ui/format';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';

/**
 * Each seafarer's wage account (docs/areas/payroll.md §6, MODULES §10): what the approved and paid
 * sheets on the device earned, what was settled aboard, what the paid sheets paid out and what is
 * still owed, per person and currency, and one person's months in full. Worked out on the device
 * by `wageAccounts`, offline too.
 */
export function WageAccountsPage() {
  const { t } = useLingui();
  const sheets = useSheets('');
  const sources = useSheetSources();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const accounts = useMemo(() => (sheets ? wageAccounts(sheets) : new Map<string, WageAccountMonth[]>()), [sheets]);
  const names = useMemo(() => new Map((sources?.personeller ?? []).map((p) => [p._id, `${p.ad} ${p.soyad}`])), [sources]);
  const nameOf = (personel: string) => names.get(personel) ?? personel;
  const needle = query.trim().toLocaleLowerCase('tr');
  const rows = [...accounts.entries()]
    .flatMap(([personel, months]) => wageAccountTotals(months).map((total) => ({ personel, ...total })))
    .filter((row) => !needle || nameOf(row.personel).toLocaleLowerCase('tr').includes(needle))
    .sort((a, b) => nameOf(a.personel).localeCompare(nameOf(b.personel), 'tr') || a.dovizCinsi.localeCompare(b.dovizCinsi));
  const months = chosen ? (accounts.get(chosen) ?? []) : [];

  const exportXlsx = async () => {
    try {
      const { trackerXlsx } = await import('../../ui/sheets-xlsx');
      const major = (value: bigint) => toMajor(Number(value), SCALES.amount);
      const blob = await trackerXlsx([
        {
          name: t`Maaş Hesapları`,
          header: [t`Personel`, t`Dönem`, t`Döviz`, t`Kazanılan`, t`Gemide Mahsup`, t`Ödenen`, t`Kalan`, t`Kümülatif Kalan`],
          rows: [...accounts.entries()]
            .sort(([a], [b]) => nameOf(a).localeCompare(nameOf(b), 'tr'))
            .flatMap(([personel, list]) =>
              list.map((m) => [
                nameOf(personel),
                m.donem,
                m.dovizCinsi,
                major(m.kazanilan),
                major(m.mahsup),
                major(m.odenen),
                major(m.kalan),
                major(m.kumulatifKalan),
              ]),
            ),
        },
      ]);
      download(blob, 'maas-hesaplari.xlsx');
    } catch {
      notify('error', t`Dışa aktarılamadı`);
    }
  };
  const actions = useExportPrintActions(exportXlsx);

  if (!sheets || !sources) return <PageLoading />;

  return (
    <Stack data-testid="wage-accounts-page">
      <PageHeader title={t`Maaş Hesapları`} actions={actions} />
      <Text size="sm" c="dimmed">
        {t`Onaylanan ve ödenen bordrolardan: kazanılan, gemide mahsup edilen (avans, kantin, diğer), ödenen (bakiye ve aile havaleleri) ve kalan alacak.`}
      </Text>
      <TextInput
        label={t`Ara`}
        placeholder={t`Personel adı`}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={320}
        className="no-print"
      />
      {rows.length === 0 ? (
        <Alert color="blue">{t`Onaylanmış bordro yok.`}</Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="wage-accounts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Personel`}</Table.Th>
                  <Table.Th ta="right">{t`Kazanılan`}</Table.Th>
                  <Table.Th ta="right">{t`Gemide Mahsup`}</Table.Th>
                  <Table.Th ta="right">{t`Ödenen`}</Table.Th>
                  <Table.Th ta="right">{t`Kalan`}</Table.Th>
                  <Table.Th className="no-print" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.personel}|${row.dovizCinsi}`} data-testid="wage-account" data-person={row.personel}>
                    <Table.Td>{nameOf(row.personel)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.kazanilan, row.dovizCinsi)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.mahsup, row.dovizCinsi)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.odenen, row.dovizCinsi)}</Table.Td>
                    <Table.Td ta="right" fw={row.kalan > 0n ? 600 : undefined} data-testid="wage-account-owed">
                      {formatMoney(row.kalan, row.dovizCinsi)}
                    </Table.Td>
                    <Table.Td className="no-print">
                      <Button size="compact-xs" variant="light" onClick={() => setChosen(row.personel)} data-testid="wage-account-months">
                        {t`Aylar`}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {chosen && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h4" mb="sm">
            {nameOf(chosen)}
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="wage-account-detail">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Dönem`}</Table.Th>
                  <Table.Th ta="right">{t`Kazanılan`}</Table.Th>
                  <Table.Th ta="right">{t`Gemide Mahsup`}</Table.Th>
                  <Table.Th ta="right">{t`Ödenen`}</Table.Th>
                  <Table.Th ta="right">{t`Kalan`}</Table.Th>
                  <Table.Th ta="right">{t`Kümülatif Kalan`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((m) => (
                  <Table.Tr key={`${m.donem}|${m.dovizCinsi}`} data-testid="wage-account-month">
                    <Table.Td>{periodText(m.donem)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(m.kazanilan, m.dovizCinsi)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(m.mahsup, m.dovizCinsi)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(m.odenen, m.dovizCinsi)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(m.kalan, m.dovizCinsi)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(m.kumulatifKalan, m.dovizCinsi)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
