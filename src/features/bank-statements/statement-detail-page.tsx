import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { lineFlows, statementKind } from '../../domain/kinds/statement';
import type { MatchState } from '../../domain/statements/catalogue';
import { splitSettles, type AcceptPart } from '../../domain/statements/reconcile';
import {
  acceptBankOrderLine,
  linkStatementLine,
  useAccountNames,
  useBalancesAgainstBooks,
  useStatement,
  useStatementLines,
  type StatementLineRow,
  type StatementRow,
} from '../../data/statements';
import { DetailField } from '../../ui/detail-field';
import { formatDate, formatMoney } from '../../ui/format';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { notify } from '../../ui/notify';
import { matchReasonLabels, matchStateLabels } from './statement-labels';
import { useStatementPlace } from './statement-place';

const AcceptLineModal = lazy(() => import('./accept-line-modal'));
const AcceptItemModal = lazy(() => import('./accept-line-modal').then((module) => ({ default: module.AcceptItemModal })));

const STATE_COLORS: Record<MatchState, string> = { eslesti: 'green', onerildi: 'yellow', eslesmedi: 'gray' };

/** A statement: its balances and each line with its state, the matcher's suggestion and the action that settles it. */
export function StatementDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const place = useStatementPlace();
  return (
    <RecordGate
      kind={statementKind}
      id={id}
      record={useStatement(id)}
      place={place}
      title={t`Banka Ekstresi`}
      message={t`Ekstre bulunamadı`}
    >
      {(row) => <StatementDetail row={row} place={place} />}
    </RecordGate>
  );
}

function StatementDetail({ row, place }: { row: StatementRow; place: Place }) {
  const { t } = useLingui();
  const lines = useStatementLines(row._id);
  const names = useAccountNames(row.sirket);
  const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? '—' : formatMoney(minor, row.dovizCinsi));
  const closing = row.kapanisTarihi ? formatDate(row.kapanisTarihi) : '';
  const matched = lines?.filter((line) => line.durum === 'eslesti').length ?? 0;

  return (
    <DetailFrame
      kind={statementKind}
      record={row}
      place={place}
      title={closing ? t`Ekstre ${closing}` : t`Banka Ekstresi`}
      edit={false}
      history={false}
    >
      <Stack>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <DetailField label={t`Hesap (IBAN)`}>{row.hesap}</DetailField>
            <DetailField label={t`Ekstre No`}>{row.ekstreNo || '—'}</DetailField>
            <DetailField label={t`Açılış Bakiyesi`}>{money(row.acilisBakiyesi)}</DetailField>
            <DetailField label={t`Kapanış Bakiyesi`}>
              <span data-testid="statement-closing">{money(row.kapanisBakiyesi)}</span>
            </DetailField>
            <DetailField label={t`Eşleşen Satır`}>
              <span data-testid="statement-matched">
                {matched} / {lines?.length ?? 0}
              </span>
            </DetailField>
            <DetailField label={t`Atlanan Satır`}>{row.atlanan ?? 0}</DetailField>
          </SimpleGrid>
        </Paper>
        <BooksBalance row={row} />
        <Table striped verticalSpacing="xs" data-testid="statement-lines" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={96}>{t`Tarih`}</Table.Th>
              <Table.Th>{t`Açıklama`}</Table.Th>
              <Table.Th w={136} ta="right">{t`Tutar`}</Table.Th>
              <Table.Th w={124}>{t`Durum`}</Table.Th>
              <Table.Th w={240}>{t`Eylem`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(lines ?? []).map((line) => (
              <LineRow key={line._id} line={line} names={names} />
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </DetailFrame>
  );
}

/** The bank's closing balance against the books' balance of the account at each closing date. */
function BooksBalance({ row }: { row: StatementRow }) {
  const { t } = useLingui();
  const rows = useBalancesAgainstBooks(row);
  if (!rows || rows.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb="xs">{t`Banka bakiyesi ile defter bakiyesi`}</Text>
      <Table verticalSpacing={4} data-testid="books-balance">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Tarih`}</Table.Th>
            <Table.Th ta="right">{t`Banka`}</Table.Th>
            <Table.Th ta="right">{t`Defter`}</Table.Th>
            <Table.Th ta="right">{t`Fark`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((entry) => (
            <Table.Tr key={entry.tarih} data-testid="books-balance-row">
              <Table.Td>{formatDate(entry.tarih)}</Table.Td>
              <Table.Td ta="right">{formatMoney(entry.banka, row.dovizCinsi)}</Table.Td>
              <Table.Td ta="right">{formatMoney(entry.defter, row.dovizCinsi)}</Table.Td>
              <Table.Td ta="right" c={entry.fark === 0 ? 'green' : 'red'} data-testid="books-balance-difference">
                {formatMoney(entry.fark, row.dovizCinsi)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function LineRow({ line, names }: { line: StatementLineRow; names: Map<string, string> | undefined }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const first = line.adaylar.filter((part) => part.aday === 0);
  const account = first[0]?.cariHesap || line.cariHesapTahmini;
  const accountName = account ? (names?.get(account) ?? '') : '';
  const flow = first.find((part) => part.nakitAkis)?.nakitAkis ?? '';
  const bill = first.find((part) => part.koleksiyon === 'fatura')?.kayit || first.find((part) => part.fatura)?.fatura || '';
  const candidates = new Set(line.adaylar.map((part) => part.aday)).size;
  const [accepting, setAccepting] = useState(false);
  // The first candidate's bills (one, or a split's several) when they settle the line exactly.
  const parts: AcceptPart[] = first.flatMap((part) => {
    const fatura = part.koleksiyon === 'fatura' ? part.kayit : '';
    return fatura && part.cariHesap && part.tutar ? [{ cariHesap: part.cariHesap, fatura, tutar: part.tutar }] : [];
  });
  // Still to accept: no cash flow recorded or linked yet (a line matched at the import records none).
  const open = lineFlows(line).length === 0 && !flow;
  // A tolerance suggestion (rule 3): one bill, the difference booked as a bank charge on accepting.
  const withCharge = line.neden === 'tolerans' && parts.length === 1 && first.length === 1;
  const acceptable =
    open &&
    parts.length === first.length &&
    (withCharge ||
      splitSettles(
        line.tutar,
        parts.map((part, index) => ({ id: String(index), kalan: part.tutar })),
      ));
  const [splitting, setSplitting] = useState(false);
  // A bank order's or a cheque's suggestion (one item): accepted as the order's payment or the cheque's settlement.
  const item =
    first.length === 1 && (first[0]!.koleksiyon === 'bankaTalimat' || first[0]!.koleksiyon === 'cekSenet') && first[0]!.kayit
      ? first[0]!
      : null;
  const [acceptingItem, setAcceptingItem] = useState(false);

  const link = async () => {
    setBusy(true);
    try {
      // A bank order's match naming its payment already recorded: the order is linked to it too.
      if (item?.koleksiyon === 'bankaTalimat' && (await acceptBankOrderLine(line, item.kayit, null, flow)).length > 0) {
        notify('success', t`Satır nakit akışıyla eşleştirildi.`);
        return;
      }
      await linkStatementLine(line, flow);
      notify('success', t`Satır nakit akışıyla eşleştirildi.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Table.Tr data-testid="statement-line" data-state={line.durum}>
      <Table.Td>{formatDate(line.tarih)}</Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2}>
          {line.aciklama || line.referans || '—'}
        </Text>
        {(accountName || line.neden !== 'yok') && (
          <Text size="xs" c="dimmed" data-testid="statement-suggestion">
            {[accountName, line.neden !== 'yok' ? i18n._(matchReasonLabels[line.neden]) : '', candidates > 1 ? t`${candidates} öneri` : '']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" c={line.tutar < 0 ? 'red' : undefined} data-testid="statement-amount">
        {formatMoney(line.tutar, line.dovizCinsi)}
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLORS[line.durum]} variant="light" data-testid="statement-state">
          {i18n._(matchStateLabels[line.durum])}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {line.durum === 'eslesti' && line.nakitAkis ? (
            <Button
              size="compact-sm"
              variant="subtle"
              renderRoot={(props) => <Link to="/finans/nakit-akis/$nakitAkisId" params={{ nakitAkisId: line.nakitAkis }} {...props} />}
            >
              {t`Nakit akışı`}
            </Button>
          ) : flow ? (
            <Button size="compact-sm" loading={busy} onClick={() => void link()} data-testid="statement-link">
              {t`Onayla ve bağla`}
            </Button>
          ) : acceptable ? (
            <Button size="compact-sm" onClick={() => setAccepting(true)} data-testid="statement-accept">
              {parts.length > 1 ? t`Bölerek kabul et` : t`Kabul et`}
            </Button>
          ) : open && item ? (
            <Button size="compact-sm" onClick={() => setAcceptingItem(true)} data-testid="statement-accept">
              {t`Kabul et`}
            </Button>
          ) : line.durum !== 'eslesti' ? (
            <Button
              size="compact-sm"
              variant="light"
              renderRoot={(props) => (
                <Link
                  to="/finans/nakit-akis/form"
                  search={{ tip: line.tutar < 0 ? 'odeme' : 'tahsilat', cariHesap: account, fatura: bill }}
                  {...props}
                />
              )}
              data-testid="statement-new-flow"
            >
              {t`Nakit akışı oluştur`}
            </Button>
          ) : null}
          {open && line.tutar !== 0 && (
            <Button size="compact-sm" variant="subtle" onClick={() => setSplitting(true)} data-testid="statement-split">
              {t`Böl`}
            </Button>
          )}
        </Group>
        {accepting && (
          <Suspense fallback={null}>
            <AcceptLineModal line={line} parts={parts} names={names} onClose={() => setAccepting(false)} />
          </Suspense>
        )}
        {acceptingItem && item && (
          <Suspense fallback={null}>
            <AcceptItemModal
              line={line}
              koleksiyon={item.koleksiyon as 'bankaTalimat' | 'cekSenet'}
              kayit={item.kayit}
              accountName={accountName}
              onClose={() => setAcceptingItem(false)}
            />
          </Suspense>
        )}
        {splitting && (
          <Suspense fallback={null}>
            <AcceptLineModal line={line} parts={[]} names={names} split account={account} onClose={() => setSplitting(false)} />
          </Suspense>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
